import { describe, expect, it } from 'vitest';
import { extractHashtags, splitHashtags } from './hashtags';
import { createCommentSchema, createPostSchema } from './schemas/posts';
import { handleSchema, updateProfileSchema } from './schemas/users';
import { cleanDisplayName, cleanText, hasVisibleText, isReservedHandle } from './text';

describe('clean text', () => {
  it('treats text made only of invisible characters as empty', () => {
    for (const blank of [
      '\u200B\u200B',
      '\u2060',
      '\u2800\u2800',
      '\u3164',
      '\u115F\u1160',
      '\uFEFF ',
      '\u200E\u00AD',
    ])
      expect(hasVisibleText(blank), JSON.stringify(blank)).toBe(false);
    expect(hasVisibleText('Sting\u200B')).toBe(true);
    expect(cleanText(' \u200B\u3164 ')).toBe('');
  });

  it('strips bidirectional overrides and normalises to NFC, keeping emoji joiners', () => {
    expect(cleanText('evil\u202Egnp.exe')).toBe('evilgnp.exe');
    expect(cleanText('\u2066x\u2069')).toBe('x');
    expect(cleanText('Me\u0301xico')).toBe('México');
    expect(cleanText('Me\u0301xico').length).toBe(6);
    const family = '👨\u200D👩\u200D👧';
    expect(cleanText(family)).toBe(family);
  });

  it('removes zero-width spaces inside text, so two names that look alike are alike', () => {
    expect(cleanText('Mod\u200Berator\u2060')).toBe('Moderator');
    expect(cleanText('\uFEFFSting\u00AD')).toBe('Sting');
    expect(cleanText('Rey\u202E Myst\u200Berio')).toBe('Rey Mysterio');
    // Joiners and variation selectors have jobs: emoji, and scripts such as Persian.
    expect(cleanText('\u2764\uFE0F')).toBe('\u2764\uFE0F');
    expect(cleanText('\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645')).toContain('\u200C');
  });

  it('takes display names the same way on every path: cleaned, 1 to 50 characters', () => {
    expect(cleanDisplayName(' Stone\u200B Cold\u202E ')).toBe('Stone Cold');
    expect(cleanDisplayName('\u200B\u3164')).toBe('');
    expect(cleanDisplayName('x'.repeat(50))).toBe('x'.repeat(50));
    expect(cleanDisplayName('x'.repeat(51))).toBe('');
    expect(updateProfileSchema.parse({ displayName: ' Stone\u200B Cold\u202E ' }).displayName).toBe(
      cleanDisplayName(' Stone\u200B Cold\u202E '),
    );
  });

  it('refuses invisible-only posts, comments and names with the usual messages', () => {
    expect(createPostSchema.safeParse({ content: '\u200B\u2800' }).error?.issues[0]?.message).toBe(
      'Please enter some content for your post',
    );
    expect(createCommentSchema.safeParse({ postId: 'p', content: '\u3164' }).success).toBe(false);
    expect(updateProfileSchema.safeParse({ displayName: '\u2060\u2060' }).success).toBe(false);
    expect(createPostSchema.parse({ content: 'Suplex\u202E city' }).content).toBe('Suplex city');
    expect(updateProfileSchema.parse({ bio: '\u200B' }).bio).toBe('');
  });

  it('keeps reserved handles for nobody', () => {
    expect(isReservedHandle('Admin')).toBe(true);
    expect(handleSchema.safeParse('ringside').error?.issues[0]?.message).toBe('That handle is reserved');
    expect(handleSchema.safeParse('support').success).toBe(false);
    expect(handleSchema.safeParse('stone_cold').success).toBe(true);
  });
});

describe('hashtags of any language', () => {
  it('finds and normalises #méxico, #プロレス and #Lucha_Libre', () => {
    expect(extractHashtags('Viva #MÉXICO y #プロレス! #Lucha_Libre #wrestlemania40')).toEqual([
      'méxico',
      'プロレス',
      'lucha_libre',
      'wrestlemania40',
    ]);
    // Decomposed and composed accents are one tag.
    expect(extractHashtags('#Me\u0301xico #México')).toEqual(['méxico']);
    expect(splitHashtags('ver #プロレス.')).toEqual([
      { text: 'ver ' },
      { text: '#プロレス', hashtag: 'プロレス' },
      { text: '.' },
    ]);
    // Still not inside a word or after "&" (HTML entities) or "##".
    expect(extractHashtags('caf\u00e9#tag &#39; ##double')).toEqual([]);
  });
});
