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

  // S3 percent-decodes the key it is sent (once), and keys are literal otherwise: each of these either
  // names the pending original to S3 or is a spelling no media URL has. All are 404 at the edge.
  it.each([
    ['percent-encoded letter', '/media/uploads/%70ending/u1/01J.jpg'],
    ['upper-case escape', '/media/uploads/%50ENDING/u1/01J.jpg'],
    ['encoded slash', '/media/uploads%2Fpending/u1/01J.jpg'],
    ['encoded prefix', '/media/%75ploads/pending/u1/01J.jpg'],
    ['every letter encoded', '/media/uploads/%70%65%6e%64%69%6e%67/u1/01J.jpg'],
    ['double encoding', '/media/uploads/%2570ending/u1/01J.jpg'],
    ['triple encoding', '/media/uploads/%252570ending/u1/01J.jpg'],
    ['upper case', '/media/uploads/PENDING/u1/01J.jpg'],
    ['mixed case', '/media/uploads/Pending/u1/01J.jpg'],
    ['empty segment', '/media/uploads//pending/u1/01J.jpg'],
    ['dot segment', '/media/uploads/./pending/u1/01J.jpg'],
    ['encoded dot segment', '/media/uploads/%2e/pending/u1/01J.jpg'],
    ['parent segment', '/media/uploads/u1/../pending/u1/01J.jpg'],
    ['backslashes', '/media/uploads\\pending\\u1\\01J.jpg'],
    ['encoded backslash', '/media/uploads%5cpending%5cu1%5c01J.jpg'],
    ['malformed escape', '/media/uploads/%E0%A4%A/u1/01J.jpg'],
    ['encoded escapes', '/media/uploads/%25%32%35%37%30ending/u1/01J.jpg'],
    ['escape left after decoding', '/media/uploads/%2525252525252570ending/u1/01J.jpg'],
  ])('never serves a pending upload however it is spelled: %s', (_, uri) => {
    expect(load(MEDIA_PREFIX_STRIP_CODE)({ request: { uri } })).toEqual({
      statusCode: 404,
      statusDescription: 'Not Found',
    });
  });

  it("serves every processed variant of a fan's image as before", () => {
    const fan = '3f6c1d2e-8a4b-4c1d-9e2f-0a1b2c3d4e5f';
    for (const file of [
      '01JABCDEFGHJKMNPQRSTVWXYZ0.full.webp',
      '01JABCDEFGHJKMNPQRSTVWXYZ0.thumb.webp',
      'old.png',
    ])
      expect(run(MEDIA_PREFIX_STRIP_CODE, `/media/uploads/${fan}/${file}`)).toBe(`/uploads/${fan}/${file}`);
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
        eventsRealtimeHost: 'ev123.appsync-realtime-api.eu-west-1.amazonaws.com',
        eventsHttpHost: 'ev123.appsync-api.eu-west-1.amazonaws.com',
      }),
    ).toBe(
      "default-src 'self'; img-src 'self' data: blob: https://i.ytimg.com; " +
        "connect-src 'self' https://cognito-idp.eu-west-1.amazonaws.com wss://abc123.execute-api.eu-west-1.amazonaws.com " +
        'https://uploads-xyz.s3.eu-west-1.amazonaws.com wss://ev123.appsync-realtime-api.eu-west-1.amazonaws.com ' +
        "https://ev123.appsync-api.eu-west-1.amazonaws.com; style-src 'self' 'unsafe-inline'; " +
        "frame-src https://www.youtube-nocookie.com https://www.youtube.com; frame-ancestors 'none'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'",
    );
  });
});
