import { fetchAuthSession } from 'aws-amplify/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAmplifySession } from '@/testing/session';
import { jsonResponse } from '@/testing/test-utils';
import {
  ApiError,
  apiCreate,
  apiErrorMessage,
  apiJson,
  apiJsonWithHeaders,
  apiRequest,
  CREATE_ATTEMPTS,
  CREATE_MAX_WAIT_MS,
  CREATE_RETRY_DELAYS_MS,
  dropEarly,
  EARLY_ANSWER_MAX_AGE_MS,
  getQueryFn,
  isSuspendedError,
  isUnauthorizedError,
  onAccountSuspended,
  requestEarly,
  urlFromQueryKey,
} from './api-client';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function queryContext(queryKey: readonly unknown[]) {
  return { queryKey, signal: new AbortController().signal, meta: undefined } as unknown as Parameters<
    ReturnType<typeof getQueryFn>
  >[0];
}

describe('api client errors (SPEC 8)', () => {
  it('raises "<status>: <body text>" for any status >= 400', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Handle already taken"}', { status: 409 }));
    await expect(apiRequest('PUT', '/api/profile', {})).rejects.toThrow(
      '409: {"message":"Handle already taken"}',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/posts/feed')).rejects.toThrow('503: Service Unavailable');
  });

  it('treats a network failure as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('GET', '/api/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as Error).message).toBe('0: Failed to fetch');
  });

  it('recognises unauthorized errors and extracts server messages', () => {
    expect(isUnauthorizedError(new ApiError(401, '{"message":"Unauthorized"}', 'Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(401, '', 'Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(403, '', 'Forbidden'))).toBe(false);
    expect(apiErrorMessage(new ApiError(403, '{"message":"Your account has been suspended."}', ''))).toBe(
      'Your account has been suspended.',
    );
    expect(apiErrorMessage(new ApiError(500, '<html>oops</html>', ''))).toBeNull();
    expect(apiErrorMessage(new Error('x'))).toBeNull();
  });
});

describe('a suspended account (403 API_ERRORS.banned)', () => {
  it('is recognised by its status and message only', () => {
    const banned = '{"message":"Your account has been suspended."}';
    expect(isSuspendedError(new ApiError(403, banned, 'Forbidden'))).toBe(true);
    expect(isSuspendedError(new ApiError(403, '{"message":"Forbidden"}', 'Forbidden'))).toBe(false);
    expect(isSuspendedError(new ApiError(401, banned, 'Unauthorized'))).toBe(false);
    expect(isSuspendedError(new Error(`403: ${banned}`))).toBe(false);
  });

  it('tells the listeners on any call, which still fails', async () => {
    const listener = vi.fn();
    const stop = onAccountSuspended(listener);
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Your account has been suspended.' }, 403));
    await expect(apiJson('POST', '/api/comments', {})).rejects.toThrow('403: ');
    expect(listener).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValue(jsonResponse({ message: "You don't have permission to do that." }, 403));
    await expect(apiJson('GET', '/api/admin/reports')).rejects.toThrow('403: ');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Your account has been suspended.' }, 403));
    await expect(apiJson('GET', '/api/user')).rejects.toThrow('403: ');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('api client requests', () => {
  it('sends the ID token, credentials and a JSON body', async () => {
    storeAmplifySession();
    vi.mocked(fetchAuthSession).mockResolvedValueOnce({
      tokens: { idToken: { toString: () => 'id-token-123' }, accessToken: { toString: () => 'access' } },
    } as unknown as Awaited<ReturnType<typeof fetchAuthSession>>);
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await expect(apiJson('POST', '/api/posts', { content: 'Hi' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/posts');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"content":"Hi"}');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer id-token-123',
      'Content-Type': 'application/json',
    });
  });

  it('omits Authorization and Content-Type without a session or a body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiJson('DELETE', '/api/posts/1')).resolves.toBeNull();
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
  });
});

describe('answers asked for early (requestEarly)', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the GET at once; the next GET of that address takes its answer, and only that one', async () => {
    fetchMock.mockImplementation(async () => jsonResponse([{ id: `p${fetchMock.mock.calls.length}` }]));
    requestEarly('/api/posts/feed');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    await expect(apiJson('GET', '/api/posts/feed')).resolves.toEqual([{ id: 'p1' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiJson('GET', '/api/posts/feed')).resolves.toEqual([{ id: 'p2' }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not taken by another method or another address', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ n: fetchMock.mock.calls.length }));
    requestEarly('/api/posts/feed');
    await expect(apiJson('POST', '/api/posts/feed', {})).resolves.toEqual({ n: 2 });
    await expect(apiJson('GET', '/api/posts/feed?before=x')).resolves.toEqual({ n: 3 });
    await expect(apiJson('GET', '/api/posts/feed')).resolves.toEqual({ n: 1 });
    dropEarly('/api/posts/feed');
  });

  it('is sent again once dropped, or once older than EARLY_ANSWER_MAX_AGE_MS', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ n: fetchMock.mock.calls.length }));
    requestEarly('/api/posts/feed');
    dropEarly('/api/posts/feed');
    await expect(apiJson('GET', '/api/posts/feed')).resolves.toEqual({ n: 2 });
    vi.useFakeTimers({ toFake: ['Date'] });
    requestEarly('/api/posts/feed');
    vi.setSystemTime(Date.now() + EARLY_ANSWER_MAX_AGE_MS + 1);
    await expect(apiJson('GET', '/api/posts/feed')).resolves.toEqual({ n: 4 });
  });

  it("gives its taker the same errors as a request of its own (a failure before then is nobody's)", async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Unauthorized"}', { status: 401 }));
    requestEarly('/api/posts/feed');
    await expect(apiJson('GET', '/api/posts/feed')).rejects.toThrow('401: {"message":"Unauthorized"}');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    requestEarly('/api/posts/feed');
    await new Promise((resolve) => setTimeout(resolve, 10));
    const failure = apiJson('GET', '/api/posts/feed');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 0 });
  });
});

describe('default query function', () => {
  it('joins the key segments with "/" to form the GET address', async () => {
    expect(urlFromQueryKey(['/api/users', 'abc', 'posts'])).toBe('/api/users/abc/posts');
    fetchMock.mockResolvedValue(jsonResponse([{ id: 'p1' }]));
    const fn = getQueryFn({ on401: 'throw' });
    await expect(fn(queryContext(['/api/posts/user', 'u1']))).resolves.toEqual([{ id: 'p1' }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/posts/user/u1');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('returns null on 401 with returnNull and throws otherwise', async () => {
    fetchMock.mockImplementation(async () => new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/user']))).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/user']))).rejects.toThrow(
      '401: {"message":"Unauthorized"}',
    );
  });

  it('still throws other errors with returnNull', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/user']))).rejects.toThrow(
      '500: boom',
    );
  });
});

describe('apiJsonWithHeaders', () => {
  it('returns the parsed body with the response headers', async () => {
    fetchMock.mockResolvedValue(
      new Response('[1,2]', {
        status: 200,
        headers: { 'X-Next-Cursor': 'abc', 'Content-Type': 'application/json' },
      }),
    );
    const { data, headers } = await apiJsonWithHeaders('GET', '/api/posts/feed');
    expect(data).toEqual([1, 2]);
    expect(headers.get('x-next-cursor')).toBe('abc');
  });

  it('throws like apiJson on an error status', async () => {
    fetchMock.mockResolvedValue(new Response('nope', { status: 500 }));
    await expect(apiJsonWithHeaders('GET', '/api/posts/feed')).rejects.toThrow('500: nope');
  });
});

describe('creates (apiCreate: an Idempotency-Key, retried with it when the answer is lost)', () => {
  afterEach(() => vi.useRealTimers());

  const keyOf = (call: number) =>
    (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.['idempotency-key'];
  const answer = (status: number, body: unknown = { message: 'x' }, retryAfter?: string) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) },
    });

  it('sends a POST with a new random key per call (one action of the fan)', async () => {
    fetchMock.mockImplementation(async () => answer(201, { id: 'p1' }));
    await expect(apiCreate('/api/posts', { content: 'Hi' })).resolves.toEqual({ id: 'p1' });
    await apiCreate('/api/posts', { content: 'Hi' });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"content":"Hi"}');
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(1)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  it('sends it again with the same key after a 503, a 5xx or a lost answer, and answers the retry', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(503, { message: 'busy' }, '0'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(502, { message: 'bad gateway' }, '0'))
      .mockResolvedValueOnce(answer(201, { id: 'p1' }));
    vi.useFakeTimers();
    const created = apiCreate('/api/posts', { content: 'Hi' });
    await vi.runAllTimersAsync();
    await expect(created).resolves.toEqual({ id: 'p1' });
    expect(fetchMock).toHaveBeenCalledTimes(CREATE_ATTEMPTS);
    expect(new Set([0, 1, 2, 3].map(keyOf)).size).toBe(1);
  });

  it('waits Retry-After, else 1, 2 and 4 s, between the attempts', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(409, { message: 'still in progress' }, '3'))
      .mockResolvedValueOnce(answer(500))
      .mockResolvedValueOnce(answer(201, { id: 'p1' }));
    vi.useFakeTimers();
    const created = apiCreate('/api/comments', { postId: 'p', content: 'c' });
    const calls = () => fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(CREATE_RETRY_DELAYS_MS[0] - 1);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(2);
    // The 409 of a key still at work names its wait: 3 s.
    await vi.advanceTimersByTimeAsync(2_999);
    expect(calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(3);
    await vi.advanceTimersByTimeAsync(CREATE_RETRY_DELAYS_MS[2]);
    await expect(created).resolves.toEqual({ id: 'p1' });
    expect(calls()).toBe(4);
  });

  it('stops after CREATE_ATTEMPTS and throws the last answer', async () => {
    fetchMock.mockImplementation(async () => answer(503, { message: 'busy' }, '0'));
    vi.useFakeTimers();
    const created = apiCreate('/api/posts', {}).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await created).toMatchObject({ status: 503, message: '503: {"message":"busy"}' });
    expect(fetchMock).toHaveBeenCalledTimes(CREATE_ATTEMPTS);
  });

  it('takes any other answer as final: 2xx, 4xx, a 409 without Retry-After, a 429', async () => {
    for (const final of [
      answer(200, { created: false }),
      answer(400, { message: 'Please enter some content for your post' }),
      answer(409, { message: 'conflict' }),
      answer(422, { message: 'This Idempotency-Key was used for another request.' }),
      answer(429, { message: 'Too often' }, '60'),
    ]) {
      fetchMock.mockReset();
      fetchMock.mockResolvedValueOnce(final.clone());
      await apiCreate('/api/posts', {}).catch(() => undefined);
      expect(fetchMock, String(final.status)).toHaveBeenCalledTimes(1);
    }
  });

  it('waits at most 10 s, whatever Retry-After says (a 409 names its first request’s deadline)', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(409, { message: 'still in progress' }, '18'))
      .mockResolvedValueOnce(answer(201, { id: 'p1' }));
    vi.useFakeTimers();
    const created = apiCreate('/api/posts', {});
    await vi.advanceTimersByTimeAsync(CREATE_MAX_WAIT_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(created).resolves.toEqual({ id: 'p1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
