import { describe, expect, it } from 'vitest';
import { extractHashtags, normalizeHashtag, splitHashtags } from './hashtags';
import { postPageQuerySchema } from './schemas/common';
import { createPostSchema, tagParamsSchema, youtubePreviewRequestSchema } from './schemas/posts';
import { findYoutubeUrl, youtubeVideoId } from './youtube';

describe('hashtags', () => {
  it('splits text into plain runs and hashtags that start a word', () => {
    expect(splitHashtags('Go #Sting! a#b ##x #RAW_25 end')).toEqual([
      { text: 'Go ' },
      { text: '#Sting', hashtag: 'Sting' },
      { text: '! a#b ##x ' },
      { text: '#RAW_25', hashtag: 'RAW_25' },
      { text: ' end' },
    ]);
    expect(splitHashtags('#first')).toEqual([{ text: '#first', hashtag: 'first' }]);
    expect(splitHashtags('no tags here')).toEqual([{ text: 'no tags here' }]);
    expect(splitHashtags('')).toEqual([]);
  });

  it('keeps the text whole when rejoined', () => {
    const text = 'Line one #a\nline two (#b) &#39; #c.';
    expect(
      splitHashtags(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });

  it('extracts distinct lowercase tags, skipping overlong ones, at most 10', () => {
    expect(extractHashtags('#WWE #wwe #AEW and #NJPW')).toEqual(['wwe', 'aew', 'njpw']);
    expect(extractHashtags(`#${'x'.repeat(51)} #ok`)).toEqual(['ok']);
    const many = Array.from({ length: 15 }, (_, i) => `#t${i}`).join(' ');
    expect(extractHashtags(many)).toHaveLength(10);
    expect(normalizeHashtag('##WrestleMania')).toBe('wrestlemania');
  });
});

describe('YouTube links', () => {
  it('recognises watch, embed and short links with an 11-character id', () => {
    const id = 'dQw4w9WgXcQ';
    for (const url of [
      `https://www.youtube.com/watch?v=${id}`,
      `https://youtube.com/watch?v=${id}&t=42s`,
      `http://m.youtube.com/watch?v=${id}`,
      `https://www.youtube.com/embed/${id}`,
      `https://youtu.be/${id}`,
      `youtu.be/${id}?si=abc`,
      `www.youtube.com/watch?v=${id}`,
    ])
      expect(youtubeVideoId(url), url).toBe(id);
  });

  it('refuses other hosts, lookalikes, other paths and bad ids', () => {
    for (const url of [
      'https://vimeo.com/123',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evilyoutube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
      'https://www.youtube.com/channel/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ/extra',
      'https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      '',
    ])
      expect(youtubeVideoId(url), url).toBeNull();
  });

  it('finds the first YouTube link in post text', () => {
    expect(findYoutubeUrl('Check out this video: https://youtu.be/dQw4w9WgXcQ!')).toBe(
      'https://youtu.be/dQw4w9WgXcQ',
    );
    expect(findYoutubeUrl('see youtube.com/watch?v=dQw4w9WgXcQ, wow')).toBe(
      'youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(findYoutubeUrl('https://youtube.com/watch?v=bad and https://vimeo.com/1')).toBeNull();
  });
});

describe('social schemas', () => {
  it('normalizes hashtag path parameters and refuses junk', () => {
    expect(tagParamsSchema.parse({ tag: '#WrestleMania' })).toEqual({ tag: 'wrestlemania' });
    expect(tagParamsSchema.safeParse({ tag: '#' }).success).toBe(false);
    expect(tagParamsSchema.safeParse({ tag: 'two words' }).success).toBe(false);
    expect(tagParamsSchema.safeParse({ tag: 'x'.repeat(51) }).success).toBe(false);
  });

  it('trims posts, refuses blank ones with the spec message, and only YouTube previews', () => {
    expect(createPostSchema.parse({ content: '  hi  ' })).toEqual({ content: 'hi' });
    expect(createPostSchema.safeParse({ content: '   ' }).error?.issues[0]?.message).toBe(
      'Please enter some content for your post',
    );
    expect(createPostSchema.safeParse({ content: 'x', linkPreviewUrl: 'https://example.com' }).success).toBe(
      false,
    );
    expect(youtubePreviewRequestSchema.safeParse({ url: 'https://youtu.be/dQw4w9WgXcQ' }).success).toBe(true);
  });

  it('pages posts by ULID cursor with a bounded limit', () => {
    expect(postPageQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(postPageQuerySchema.parse({ limit: '5', before: '01JAAAAAAAAAAAAAAAAAAAAAAA' })).toEqual({
      limit: 5,
      before: '01JAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(postPageQuerySchema.safeParse({ before: 'post#x' }).success).toBe(false);
    expect(postPageQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });
});
