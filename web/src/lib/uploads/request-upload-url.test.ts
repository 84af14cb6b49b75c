import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/test-utils';
import { requestUploadUrl } from './request-upload-url';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('requestUploadUrl', () => {
  it('is a create (docs/safety.md): sent with a key, and again with the same key after a 503', async () => {
    const uploadURL = 'http://127.0.0.1:8712/ringside-uploads/uploads/pending/u1/01J.png?X-Amz-Signature=s';
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ message: 'busy' }, 503, { 'Retry-After': '0' }))
      .mockResolvedValueOnce(jsonResponse({ uploadURL }));
    await expect(
      requestUploadUrl({ contentType: 'image/png', contentLength: 4, purpose: 'post' }),
    ).resolves.toBe(uploadURL);
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.['idempotency-key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
