/** The S3 emulator (@20minutes/s3rver): real presigned-URL signature checks, files on disk. */
import { mkdirSync } from 'node:fs';
import S3rver from '@20minutes/s3rver';

const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

interface KoaLike {
  middleware: ((ctx: { path: string }, next: () => Promise<void>) => Promise<void>)[];
}

export async function startS3(opts: { port: number; directory: string; bucket: string }) {
  mkdirSync(opts.directory, { recursive: true });
  const server = new S3rver({
    port: opts.port,
    address: '127.0.0.1',
    directory: opts.directory,
    silent: true,
    configureBuckets: [{ name: opts.bucket, configs: [CORS] }],
  });
  // The SDK addresses bucket-level operations as "/bucket/"; the emulator's router wants "/bucket".
  (server as unknown as KoaLike).middleware.unshift(async (ctx, next) => {
    if (/^\/[^/]+\/$/.test(ctx.path)) ctx.path = ctx.path.slice(0, -1);
    await next();
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${opts.port}`,
    stop: () => server.close() as Promise<void>,
  };
}
