/**
 * The one check in front of the uploads bucket, as CloudFront runs it (a CloudFront Function,
 * cloudfront-js-2.0, viewer request: infra/constructs/edge-functions.ts deploys this source) and as
 * the local gateway runs it (scripts/local/http-gateway.ts evaluates the same source), so the two
 * cannot disagree. infra/test/edge-functions.test.ts runs it against every spelling it refuses.
 *
 * /media/uploads/{userId}/{file} -> /uploads/{userId}/{file}, the object key. Pending uploads
 * (uploads/pending/...) are originals nobody re-encoded yet (EXIF and GPS included, replaceable with
 * their presigned URL): never served. S3 percent-decodes the key it is sent, so the URI is compared
 * after decoding, as often as it decodes (a double-encoded %2570 hides a p from one decode), in lower
 * case, with backslashes as slashes. No media key holds a %, an empty segment or a dot segment, so a
 * URI that still does after decoding, or does not decode, is refused too: 404, like a missing file.
 * The bucket policy denies CloudFront uploads/pending/ as well (infra/stacks/stateful-stack.ts).
 */
import { MEDIA_BASE_PATH, PENDING_UPLOADS_PREFIX } from './constants';

/** Decoding rounds before a URI that still holds an escape is refused. */
const DECODE_ROUNDS = 5;

export const MEDIA_VIEWER_REQUEST_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var notFound = { statusCode: 404, statusDescription: 'Not Found' };
  var path = uri;
  for (var round = 0; round < ${DECODE_ROUNDS} && path.indexOf('%') !== -1; round++) {
    try {
      path = decodeURIComponent(path);
    } catch (e) {
      return notFound;
    }
  }
  path = path.replace(/\\\\/g, '/').toLowerCase();
  if (path.indexOf('%') !== -1 || path.indexOf('//') !== -1 || /\\/\\.\\.?(\\/|$)/.test(path)) {
    return notFound;
  }
  if (path.indexOf('${MEDIA_BASE_PATH}/${PENDING_UPLOADS_PREFIX}') === 0) {
    return notFound;
  }
  if (uri.indexOf('${MEDIA_BASE_PATH}/') === 0) {
    request.uri = uri.substring(${MEDIA_BASE_PATH.length});
  } else if (path.indexOf('${MEDIA_BASE_PATH}/') === 0) {
    return notFound;
  }
  return request;
}`;

/** What the function answers: the request it forwards (its URI), or its own response. */
export type MediaViewerAnswer = { uri: string } | { statusCode: number; statusDescription: string };

let handler: ((event: { request: { uri: string } }) => MediaViewerAnswer) | undefined;

/** Runs MEDIA_VIEWER_REQUEST_CODE on a raw request URI (path, no query), as CloudFront does. */
export function mediaViewerRequest(uri: string): MediaViewerAnswer {
  handler ??= new Function(`${MEDIA_VIEWER_REQUEST_CODE}\nreturn handler;`)() as typeof handler;
  return (handler as NonNullable<typeof handler>)({ request: { uri } });
}
