/**
 * Typed domain errors. Domain and data code throw these, never HTTP errors; the HTTP chain
 * (`route()` in ./http.ts) maps each kind to a status code in one table, and the WebSocket and
 * stream handlers decide for themselves what a kind means to them.
 */
export type DomainErrorKind =
  /** The request is well-formed but makes no sense (following yourself, a foreign image). */
  | 'invalid'
  /** No verified identity. */
  | 'unauthenticated'
  /** The caller may not do this at all (banned, not an admin). */
  | 'forbidden'
  /** The thing exists but belongs to someone else. */
  | 'notYours'
  | 'notFound'
  /** The thing existed and was removed (a second delete). */
  | 'gone'
  /** The state changed under the request (a handle taken meanwhile). */
  | 'conflict'
  | 'tooLarge'
  /** The request reuses an earlier request's Idempotency-Key with another body. */
  | 'mismatch'
  | 'rateLimited'
  /** The table (or the time left) ran out before an answer was known: try again shortly. */
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** When the fan may try again (the HTTP chain's Retry-After): `rateLimited`, `unavailable`, a busy `conflict`. */
    readonly retryAfterSeconds?: number,
    /** What went wrong underneath (an `unavailable` table's SDK error), for the logs. */
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notYours = (message: string) => new DomainError('notYours', message);
export const notFound = (message: string) => new DomainError('notFound', message);
export const gone = (message: string) => new DomainError('gone', message);
export const conflict = (message: string, retryAfterSeconds?: number) =>
  new DomainError('conflict', message, retryAfterSeconds);
export const tooLarge = (message: string) => new DomainError('tooLarge', message);
export const mismatch = (message: string) => new DomainError('mismatch', message);
export const rateLimited = (message: string, retryAfterSeconds?: number) =>
  new DomainError('rateLimited', message, retryAfterSeconds);
export const unavailable = (message: string, retryAfterSeconds: number, cause?: unknown) =>
  new DomainError('unavailable', message, retryAfterSeconds, cause);
