import { MEDIA_BASE_PATH } from '../../shared/constants';
import { MEDIA_VIEWER_REQUEST_CODE } from '../../shared/media-edge';

/**
 * CloudFront Functions (cloudfront-js-2.0, viewer request). Kept as plain ES5-style source strings so
 * the exact code CloudFront runs is unit-tested in infra/test/edge-functions.test.ts.
 */

/** Path prefix of the HTTP API behind CloudFront (every manifest path starts with it). */
export const API_BASE_PATH = '/api';

/**
 * SPA fallback for the site bucket: any path whose last segment has no file extension is a client-side
 * route and gets /index.html. /api/* and /media/* have their own behaviors (this function is not attached
 * there) but are excluded anyway, so a misrouted API or media request never turns into the SPA shell.
 * Unlike distribution-wide errorResponses, this never rewrites an API 4xx into index.html.
 */
export const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.indexOf('${API_BASE_PATH}/') === 0 || uri.indexOf('${MEDIA_BASE_PATH}/') === 0) {
    return request;
  }
  if (uri.indexOf('.', uri.lastIndexOf('/')) === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * /media/uploads/{userId}/{file} -> /uploads/{userId}/{file}, the object key; pending uploads are
 * 404 however the URI spells them (decoded first). The source lives in shared/media-edge.ts, where
 * the local gateway runs the same code.
 */
export const MEDIA_PREFIX_STRIP_CODE = MEDIA_VIEWER_REQUEST_CODE;
