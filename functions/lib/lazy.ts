/**
 * The modules a function loads on first use rather than at init (docs/performance.md, "Lambda
 * bundles and cold start"): the only `import()`s of our own modules, all in this file.
 *
 * Each lazy module (functions/lib/lazy/<name>.mts) ships as its own file in the function's asset,
 * `lazy/<name>.mjs` beside the init file index.mjs, bundled on its own and only for the functions
 * whose init file imports it (infra/constructs/lazy-modules.ts): the file Lambda parses and
 * evaluates at init does not contain it. The specifiers therefore name the deployed file, relative
 * to index.mjs: './lazy/<name>.mjs'. From this file (functions/lib/) the same specifier is the
 * source, lazy/<name>.mts, for TypeScript, tsx and vitest. That is why every loader lives here.
 *
 * A lazy module is bundled without the init file's modules: it must not import our stateful
 * modules (the DynamoDB client, caches), only packages and constants; pass it what it needs.
 */

/** Powertools Tracer and the X-Ray SDK (lib/tracing.ts, first invocation of a traced function). */
export const loadXray = () => import('./lazy/xray.mjs');

/**
 * Powertools Metrics (lib/observability.ts, at the end of an invocation that counted something:
 * most requests count nothing).
 */
export const loadMetrics = () => import('./lazy/metrics.mjs');

/**
 * Powertools Logger (lib/observability.ts, on the first line written in the container: a successful
 * request writes none).
 */
export const loadLogger = () => import('./lazy/logger.mjs');

/** The S3 client and the commands we use (lib/s3.ts). */
export const loadS3 = () => import('./lazy/s3.mjs');

/** sharp and the pipeline run on an upload (domain/images.ts, on the first image to re-encode). */
export const loadImages = () => import('./lazy/images.mjs');

/** The S3 presigner (domain/uploads.ts). */
export const loadPresigner = () => import('./lazy/presigner.mjs');

/**
 * The CloudFront client, CreateInvalidation (lib/cloudfront.ts) and the distribution commands of a
 * rotation (lib/origin-secret-rotation.ts).
 */
export const loadCloudFront = () => import('./lazy/cloudfront.mjs');

/**
 * The origin-verify secret's values read again from Secrets Manager (lib/http.ts, on a request whose
 * header does not match the deployed value: after a rotation).
 */
export const loadOriginSecrets = () => import('./lazy/origin-secrets.mjs');

/** The Secrets Manager client and the commands of a rotation (lib/origin-secret-rotation.ts). */
export const loadSecretsManager = () => import('./lazy/secrets-manager.mjs');

/** The Cognito client and the admin commands we use (lib/accounts.ts). */
export const loadCognito = () => import('./lazy/cognito.mjs');

/** The @connections client and its commands (realtime/send.ts). */
export const loadConnections = () => import('./lazy/connections.mjs');

/** YouTube's oEmbed request and its checks (domain/youtube.ts, on the first preview fetched). */
export const loadOembed = () => import('./lazy/oembed.mjs');
