import { describe, expect, it, vi } from 'vitest';
import { oembedUrl } from '../lib/lazy/oembed.mjs';
import { FALLBACK_TITLE, youtubePreview } from './youtube';

const ID = 'dQw4w9WgXcQ';
const fallback = {
  url: `https://www.youtube.com/watch?v=${ID}`,
  image: `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
  title: FALLBACK_TITLE,
  description: '',
};

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('youtubePreview', () => {
  it('asks only YouTube’s oEmbed endpoint, for the canonical URL', async () => {
    const fetch = answer({
      title: 'Entrance',
      author_name: 'WWE',
      thumbnail_url: `https://i.ytimg.com/vi/${ID}/hq.jpg`,
    });
    const preview = await youtubePreview(`https://youtu.be/${ID}?t=5`, { fetch });
    expect(preview).toEqual({
      url: fallback.url,
      image: `https://i.ytimg.com/vi/${ID}/hq.jpg`,
      title: 'Entrance',
      description: 'WWE',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [target, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(target.toString()).toBe(
      `https://www.youtube.com/oembed?url=${encodeURIComponent(fallback.url)}&format=json`,
    );
    expect(init.redirect).toBe('error');
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(oembedUrl(ID).hostname).toBe('www.youtube.com');
  });

  it('never uses a thumbnail from another host', async () => {
    const fetch = answer({ title: 'T', thumbnail_url: 'https://evil.example.com/x.jpg' });
    expect((await youtubePreview(`https://youtu.be/${ID}`, { fetch })).image).toBe(fallback.image);
  });

  it('falls back to the thumbnail when YouTube fails, answers junk, or is too slow', async () => {
    const cases = [
      answer('nope', 404),
      answer('not json'),
      answer({ title: 42 }),
      answer('x'.repeat(70_000)),
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
      vi.fn(
        (_url: string | URL | Request, init?: RequestInit) =>
          new Promise<Response>((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    ];
    for (const fetch of cases) {
      expect(await youtubePreview(`https://www.youtube.com/watch?v=${ID}`, { fetch, timeoutMs: 20 })).toEqual(
        fallback,
      );
    }
  });

  it('clips long titles and refuses non-YouTube links before any request', async () => {
    const fetch = answer({ title: 'x'.repeat(400) });
    expect((await youtubePreview(`https://youtu.be/${ID}`, { fetch })).title).toHaveLength(300);
    const never = vi.fn();
    await expect(youtubePreview('http://169.254.169.254/latest', { fetch: never })).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Please enter a YouTube watch, embed or youtu.be link',
    });
    expect(never).not.toHaveBeenCalled();
  });
});
