import { describe, expect, it } from 'vitest';
import {
  compileMutedWords,
  foldWord,
  MUTED_WORD_MAX_LENGTH,
  type MutedWordAction,
  type MutedWordEntry,
  mutedWordProblem,
} from './muted-words';

const entry = (word: string, action: MutedWordAction = 'hide', expiresAt = 0): MutedWordEntry => ({
  word,
  folded: foldWord(word),
  action,
  expiresAt,
});
const NOW = 1_800_000_000;
const matcher = (...entries: MutedWordEntry[]) => compileMutedWords(entries, NOW);
const hits = (word: string, text: string) => matcher(entry(word))?.match(text)?.word ?? null;

describe('muted words: matching', () => {
  it('folds case and accents on both sides', () => {
    expect(hits('suplex', 'What a SÚPLEX!')).toBe('suplex');
    expect(hits('Rey Mystério', 'rey mysterio wins')).toBe('Rey Mystério');
    expect(hits('ＷＷＥ', 'wwe tonight')).toBe('ＷＷＥ');
    expect(hits("don't", 'I don’t care')).toBe("don't");
  });

  it('matches whole words only', () => {
    expect(hits('raw', 'he has drawn a crowd')).toBeNull();
    expect(hits('raw', 'rawness')).toBeNull();
    expect(hits('raw', 'Raw is war')).toBe('raw');
    expect(hits('raw', '(raw), then')).toBe('raw');
    expect(hits('raw', 'monday_raw')).toBeNull();
  });

  it('a plain word mutes its hashtag too; a #hashtag mutes only the hashtag', () => {
    expect(hits('raw', 'watching #Raw')).toBe('raw');
    expect(hits('#raw', 'watching #RAW now')).toBe('#raw');
    expect(hits('#raw', 'Raw is war')).toBeNull();
    expect(hits('#raw', 'he has drawn a crowd')).toBeNull();
    expect(hits('#raw', '#rawness')).toBeNull();
    expect(hits('#raw', 'a&#raw')).toBeNull();
  });

  it('matches a phrase with anything but letters and digits between its words', () => {
    expect(hits('stone cold', 'STONE COLD said so')).toBe('stone cold');
    expect(hits('stone cold', 'stone-cold, #stone #cold')).toBe('stone cold');
    expect(hits('stone cold', 'stone is cold')).toBeNull();
    expect(hits('stone  cold', 'stonecold')).toBeNull();
  });

  it('treats regex characters in a word as text', () => {
    expect(hits('a.j.', 'a.j. styles')).toBe('a.j.');
    expect(hits('a.j.', 'abjc styles')).toBeNull();
    expect(hits('(c)', 'x (c) y')).toBe('(c)');
    expect(hits('🤡', 'what a 🤡 show')).toBe('🤡');
  });

  it('prefers hide over warn and names the word as the fan typed it', () => {
    const m = matcher(entry('Spoiler', 'warn'), entry('result', 'hide'));
    expect(m?.match('spoiler: the result')).toEqual({ action: 'hide', word: 'result' });
    expect(m?.match('SPOILER ahead')).toEqual({ action: 'warn', word: 'Spoiler' });
    expect(m?.match('nothing here')).toBeNull();
    expect(m?.match('')).toBeNull();
  });

  it('ignores expired words; none live means no matcher at all', () => {
    expect(compileMutedWords([entry('raw', 'hide', NOW)], NOW)).toBeNull();
    expect(compileMutedWords([entry('raw', 'hide', NOW + 1)], NOW)?.match('raw')).toEqual({
      action: 'hide',
      word: 'raw',
    });
    expect(compileMutedWords([], NOW)).toBeNull();
  });

  it('compiles 100 words once and matches each of them', () => {
    const words = Array.from({ length: 100 }, (_, i) => entry(`word${i}`, i % 2 ? 'warn' : 'hide'));
    const m = compileMutedWords(words, NOW);
    for (let i = 0; i < 100; i++) expect(m?.match(`a word${i}.`)?.word).toBe(`word${i}`);
    expect(m?.match('word100 word1000 sword1')).toBeNull();
  });
});

describe('muted words: what can be muted', () => {
  it('refuses empty, too long and punctuation-only words', () => {
    expect(mutedWordProblem('')).toBe('Enter a word to mute');
    expect(mutedWordProblem('x'.repeat(MUTED_WORD_MAX_LENGTH))).toBeNull();
    expect(mutedWordProblem('x'.repeat(MUTED_WORD_MAX_LENGTH + 1))).toBe(
      `Muted words can be at most ${MUTED_WORD_MAX_LENGTH} characters`,
    );
    expect(mutedWordProblem('#')).not.toBeNull();
    expect(mutedWordProblem('...')).not.toBeNull();
    expect(mutedWordProblem('#raw')).toBeNull();
  });

  it('folds a word with one space between its words', () => {
    expect(foldWord('  Stone   CÓLD ')).toBe('stone cold');
  });
});
