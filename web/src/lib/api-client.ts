/**
 * The one way the SPA talks to its API (SPEC 7 and 8).
 *
 * - Sends the Cognito ID token as a bearer token when a session exists.
 * - Always includes credentials; a body is JSON with a content-type header.
 * - Any status 0 or >= 400 throws `Error("<status>: <body text or status text>")`.
 * - A create (`apiCreate`) carries an Idempotency-Key and is sent again, with the same key, when its
 *   answer is lost or says "try again" (docs/safety.md, "Creates happen once").
 */

import { IDEMPOTENCY_KEY_HEADER } from '@shared/constants';
import { API_ERRORS } from '@shared/messages-core';
import type { QueryFunction } from '@tanstack/react-query';
import { currentIdToken } from '@/lib/session/id-token';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error every failed call raises. Its message follows SPEC 8: "401: Unauthorized". */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** "A message of the form 401: ...Unauthorized counts as unauthorized" (SPEC 8). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/**
 * The human sentence of a failed call: our API answers `{"message": "..."}`; anything else
 * yields null so callers can fall back to their own wording.
 */
export function apiErrorMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  try {
    // `{"message": string}` (messageSchema), checked by hand: zod is not part of the first load.
    const parsed: unknown = JSON.parse(error.body);
    const message =
      typeof parsed === 'object' && parsed !== null ? (parsed as { message?: unknown }).message : undefined;
    return typeof message === 'string' && message.trim() ? message : null;
  } catch {
    return null;
  }
}

/** A banned fan's call: the API answers every one with 403 `{"message": API_ERRORS.banned}`. */
export function isSuspendedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && apiErrorMessage(error) === API_ERRORS.banned;
}

type SuspensionListener = () => void;
const suspensionListeners = new Set<SuspensionListener>();

/**
 * Calls `listener` whenever any API call answers that the fan's account is suspended (app/ signs them
 * out there). Returns the unsubscribe function.
 */
export function onAccountSuspended(listener: SuspensionListener): () => void {
  suspensionListeners.add(listener);
  return () => suspensionListeners.delete(listener);
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.status === 0 || res.status >= 400) {
    let text = '';
    try {
      text = await res.text();
    } catch {
      text = '';
    }
    const error = new ApiError(res.status, text, res.statusText);
    if (isSuspendedError(error)) for (const listener of suspensionListeners) listener();
    throw error;
  }
}

/**
 * Sends one request (with the session's token) and resolves to its answer, whatever the status.
 * `extra` adds headers and a signal (a create's key and time limit).
 */
async function send(
  method: HttpMethod,
  url: string,
  body?: unknown,
  extra: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra.headers };
  const token = await currentIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: extra.signal,
    });
  } catch (error) {
    // A network failure has no HTTP status: report it as status 0 like an opaque response.
    throw new ApiError(0, '', error instanceof Error ? error.message : 'Network request failed');
  }
}

/** How long an answer asked for early waits for its query; an older one is dropped and asked for again. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

/** GET answers asked for before their query runs (`requestEarly`), by address. */
const early = new Map<string, { answer: Promise<Response>; at: number }>();

/**
 * Sends `GET url` now, before the code that reads it has loaded: the next `apiRequest('GET', url)` takes
 * this answer instead of sending its own (app/first-screen-data.ts: the home feed beside the fan's
 * profile, while the feed's code is still on its way). Taken once; dropped unused after
 * EARLY_ANSWER_MAX_AGE_MS or by `dropEarly`.
 */
export function requestEarly(url: string): void {
  const answer = send('GET', url);
  // Read (or failed) later by the query that takes it; until then a failure is not an unhandled one.
  answer.catch(() => undefined);
  early.set(url, { answer, at: Date.now() });
}

/** Forgets an answer asked for early that nothing will read (the fan did not land on that screen). */
export function dropEarly(url: string): void {
  early.delete(url);
}

function takeEarly(url: string): Promise<Response> | undefined {
  const taken = early.get(url);
  early.delete(url);
  return taken && Date.now() - taken.at <= EARLY_ANSWER_MAX_AGE_MS ? taken.answer : undefined;
}

/** Sends one request (or takes the answer asked for early) and returns it once it is known to be OK. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const res = await ((method === 'GET' && takeEarly(url)) || send(method, url, body));
  await throwIfNotOk(res);
  return res;
}

/** Parses a JSON body; an empty body (204) reads as null. */
async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

export async function apiJson(method: HttpMethod, url: string, body?: unknown): Promise<unknown> {
  return readJson(await apiRequest(method, url, body));
}

/** How often a create is sent at most: once, and up to three retries with its key. */
export const CREATE_ATTEMPTS = 4;
/** The waits before the retries when the answer names none (Retry-After), ms. */
export const CREATE_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;
/**
 * The longest a create waits before its retry, ms: a longer Retry-After (a 409 names the seconds
 * until the first request's deadline, up to 20 s) is cut to this, and the key asked again.
 */
export const CREATE_MAX_WAIT_MS = 10_000;
/** How long one attempt waits for its answer: API Gateway answers within 30 s. */
const CREATE_ATTEMPT_TIMEOUT_MS = 30_000;

/**
 * Whether a create's answer says its fate is unknown or "try again": none at all (network failure or
 * timeout, status 0), a 5xx (the 503 of a table out of time), or the 409 of a key whose first request
 * still runs (it names a Retry-After; a 409 without one is a real conflict).
 */
const worthRetrying = (status: number, retryAfter: string | null) =>
  status === 0 || status >= 500 || (status === 409 && retryAfter !== null);

/**
 * How long to wait before retry number `retry` (1, 2, 3): the answer's Retry-After (at most
 * CREATE_MAX_WAIT_MS), else the backoff.
 */
function waitBefore(retry: number, retryAfter: string | null): number {
  const named = retryAfter === null ? Number.NaN : Number(retryAfter) * 1000;
  if (Number.isNaN(named)) return CREATE_RETRY_DELAYS_MS[retry - 1] ?? CREATE_MAX_WAIT_MS;
  return Math.min(Math.max(0, named), CREATE_MAX_WAIT_MS);
}

/**
 * POST of a create (a post, a comment, a report, an upload address, a follow: docs/safety.md,
 * "Creates happen once"), answering its JSON like `apiJson`. The call is one action of the fan: it
 * gets a new Idempotency-Key, and the request is sent again with that same key when the answer is
 * lost or says "try again" (worthRetrying), up to CREATE_ATTEMPTS times, after Retry-After (at most
 * 10 s) or 1, 2 and 4 s. The server answers a repeat of a key with the key's first answer, so a post whose answer
 * was lost is made once and its retry gets it. Any other answer (2xx, 4xx) is final. React Query
 * still never retries a mutation (SPEC 7): this is the transport finishing one request.
 */
export async function apiCreate(url: string, body: unknown): Promise<unknown> {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() };
  for (let attempt = 1; ; attempt++) {
    const signal = AbortSignal.timeout(CREATE_ATTEMPT_TIMEOUT_MS);
    // No answer at all (a network failure, the time limit) rejects with an ApiError of status 0.
    const answer = await send('POST', url, body, { headers, signal }).catch((error: unknown) => error);
    const lost = !(answer instanceof Response);
    const retryAfter = lost ? null : answer.headers.get('retry-after');
    const wait =
      attempt < CREATE_ATTEMPTS && (lost || worthRetrying(answer.status, retryAfter))
        ? waitBefore(attempt, retryAfter)
        : null;
    if (wait === null) {
      if (lost) throw answer;
      await throwIfNotOk(answer);
      return readJson(answer);
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Like `apiJson`, with the answer's headers beside the body (a post list's next cursor comes in one). */
export async function apiJsonWithHeaders(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<{ data: unknown; headers: Headers }> {
  const res = await apiRequest(method, url, body);
  return { data: await readJson(res), headers: res.headers };
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The GET address of a query key: its segments joined with "/" (SPEC 7). */
export function urlFromQueryKey(queryKey: readonly unknown[]): string {
  return queryKey.map((segment) => String(segment)).join('/');
}

/** The default read function; with on401 'returnNull' a 401 answer resolves to null. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return (await apiJson('GET', urlFromQueryKey(queryKey))) as T;
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}
