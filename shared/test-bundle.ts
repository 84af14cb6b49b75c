/**
 * For tests only: what a bundler keeps of our modules. A minified ESM bundle for Node, as the
 * functions' are (docs/performance.md, "Lambda bundles and cold start"), of a module written in
 * place (`contents`, resolved from `resolveDir`); packages left out when `packages` is 'external',
 * and the imports matching `external` (esbuild's patterns) kept as written.
 */
import { build } from 'esbuild';

export async function minifiedBundle(
  contents: string,
  resolveDir: string,
  packages?: 'external',
  external: string[] = [],
): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    minify: true,
    logLevel: 'silent',
    external,
    ...(packages ? { packages } : {}),
  });
  return result.outputFiles[0]?.text ?? '';
}
