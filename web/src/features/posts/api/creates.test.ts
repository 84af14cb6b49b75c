/**
 * The posts feature's creates go through apiCreate (docs/safety.md, "Creates happen once"): each
 * call carries an Idempotency-Key, and a retry after a lost answer carries the same one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeComment, makePost } from '@/testing/posts';
import { jsonResponse } from '@/testing/test-utils';
import { createComment } from './create-comment';
import { createPost } from './create-post';
import { createReport } from './create-report';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const keys = () =>
  fetchMock.mock.calls.map(
    ([, init]) => (init?.headers as Record<string, string> | undefined)?.['idempotency-key'],
  );

describe('the posts feature’s creates', () => {
  it.each([
    ['a post', () => createPost({ content: 'Hi' }), () => jsonResponse(makePost(), 201)],
    [
      'a comment',
      () => createComment({ postId: 'p1', content: 'Hi' }),
      () => jsonResponse(makeComment(), 201),
    ],
    [
      'a report',
      () => createReport({ postId: 'p1', reason: 'spam' }),
      () => jsonResponse({ id: '01JREPORT000000000000000001', created: true }, 201),
    ],
  ])('%s is sent with a key, and again with the same key after a 503', async (_what, create, created) => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ message: 'busy' }, 503, { 'Retry-After': '0' }))
      .mockResolvedValueOnce(created());
    await create();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = keys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });
});
