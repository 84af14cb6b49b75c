/** Runs the exact CloudFront Function source the web stack deploys. */
import { describe, expect, it } from 'vitest';
import { MEDIA_PREFIX_STRIP_CODE, SPA_FALLBACK_CODE } from '../constructs/edge-functions';
import { contentSecurityPolicy } from '../stacks/web-stack';

type ViewerRequest = { uri: string };
type Handler = (event: { request: ViewerRequest }) => ViewerRequest;

const load = (code: string): Handler => new Function(`${code}\nreturn handler;`)() as Handler;
const run = (code: string, uri: string) => load(code)({ request: { uri } }).uri;

describe('SPA fallback', () => {
  it.each([
    ['/', '/index.html'],
    ['/profile', '/index.html'],
    ['/profile/01JABCDEF', '/index.html'],
    ['/hashtag/wrestlemania', '/index.html'],
    ['/onboarding/', '/index.html'],
    ['/api', '/index.html'],
  ])('rewrites the client route %s to %s', (uri, expected) => {
    expect(run(SPA_FALLBACK_CODE, uri)).toBe(expected);
  });

  it.each([
    '/index.html',
    '/config.json',
    '/assets/index-abc123.js',
    '/favicon.ico',
    '/api/user',
    '/api/posts/123',
    '/media/uploads/u1/pic',
    '/media/uploads/u1/pic.png',
    '/v1.2/thing.txt',
  ])('leaves %s alone', (uri) => {
    expect(run(SPA_FALLBACK_CODE, uri)).toBe(uri);
  });

  it('treats a dot in a folder name as no extension', () => {
    expect(run(SPA_FALLBACK_CODE, '/profile/jane.doe/posts')).toBe('/index.html');
  });
});

describe('media prefix strip', () => {
  it('maps /media/uploads/... to the uploads/ object key', () => {
    expect(run(MEDIA_PREFIX_STRIP_CODE, '/media/uploads/u1/01J.png')).toBe('/uploads/u1/01J.png');
  });

  it('never serves a pending upload (an original, not re-encoded yet): 404', () => {
    const answer = load(MEDIA_PREFIX_STRIP_CODE)({ request: { uri: '/media/uploads/pending/u1/01J.jpg' } });
    expect(answer).toEqual({ statusCode: 404, statusDescription: 'Not Found' });
  });

  it('leaves other paths alone', () => {
    expect(run(MEDIA_PREFIX_STRIP_CODE, '/mediafile.png')).toBe('/mediafile.png');
    expect(run(MEDIA_PREFIX_STRIP_CODE, '/uploads/x.png')).toBe('/uploads/x.png');
  });
});

describe('content security policy', () => {
  it('allows exactly the origins the SPA talks to', () => {
    expect(
      contentSecurityPolicy({
        region: 'eu-west-1',
        urlSuffix: 'amazonaws.com',
        wsDomainName: 'abc123.execute-api.eu-west-1.amazonaws.com',
        uploadsBucketDomainName: 'uploads-xyz.s3.eu-west-1.amazonaws.com',
      }),
    ).toBe(
      "default-src 'self'; img-src 'self' data: blob: https://i.ytimg.com; " +
        "connect-src 'self' https://cognito-idp.eu-west-1.amazonaws.com wss://abc123.execute-api.eu-west-1.amazonaws.com " +
        "https://uploads-xyz.s3.eu-west-1.amazonaws.com; style-src 'self' 'unsafe-inline'; " +
        "frame-src https://www.youtube-nocookie.com https://www.youtube.com; frame-ancestors 'none'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'",
    );
  });
});
