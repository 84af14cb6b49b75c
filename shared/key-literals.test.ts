/**
 * Keys are spelled in one place: the key table (shared/table.ts) and the item modules of the data
 * layer (functions/data/) that build and parse them. Anywhere else a quoted key prefix (a capitalised
 * word followed by `#`, like 'POST#' or `USER#${id}`) means a key built by hand, and a word of the
 * key table in any other case followed by `#` (like `pop#${postId}#+`) a second grammar of the same
 * keys: ids built from keys come from the data layer (functions/data/record.ts `changeId`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEYS } from './table';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = ['functions', 'shared', 'web/src', 'web/e2e', 'infra', 'scripts', 'tests'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'cdk.out', '.local']);
const ALLOWED = [/^functions\/data\//, /^shared\/table\.ts$/, /^shared\/key-literals\.test\.ts$/];
/** A quote or backtick, then a capitalised word, then '#'. */
const KEY_LITERAL = /['"`][A-Z][A-Z0-9_]*#/;
/** The words of the key table's prefixes (POST, POP, FOLLOWS, ...). */
const KEY_WORDS = [
  ...new Set(
    Object.values(KEYS).flatMap((entity) =>
      Object.values(entity).flatMap((v: string) => (/^[A-Z][A-Z0-9_]*#$/.test(v) ? [v.slice(0, -1)] : [])),
    ),
  ),
];
/** One of those words, not all in capitals, standing alone before '#': `pop#`, 'Post#'. */
const RESPELLED = new RegExp(`(?<![A-Za-z0-9_])(${KEY_WORDS.join('|')})#`, 'i');
const respells = (line: string) =>
  [...line.matchAll(new RegExp(RESPELLED.source, 'gi'))].some((m) => m[1] !== m[1]?.toUpperCase());

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* sourceFiles(rel);
    } else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name)) yield rel;
  }
}

describe('key literals', () => {
  it('recognises a hand-built key', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text, not a template
    expect(KEY_LITERAL.test('const k = `USER#${id}`')).toBe(true);
    expect(KEY_LITERAL.test("begins_with(SK, 'POP#')")).toBe(true);
    expect(KEY_LITERAL.test("'#hashtag' and 'x#1' are not keys")).toBe(false);
  });

  it('recognises a key grammar spelled again in another case', () => {
    expect(KEY_WORDS).toEqual(expect.arrayContaining(['POST', 'POP', 'COMMENT', 'FOLLOWS', 'TRENDSEEN']));
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text, not a template
    expect(respells('const source = `pop#${postId}#${userId}#+`;')).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text, not a template
    expect(respells('return { source: `post#${post.id}#${mark(sign)}` };')).toBe(true);
    expect(respells("const k = 'Comment#' + id;")).toBe(true);
    expect(respells("'#hashtag', 'x#1', 'repost#1' and a color '#fff' are not keys")).toBe(false);
    // Capitals are the key literal rule's business (allowed in the data layer).
    expect(respells("begins_with(SK, 'POP#')")).toBe(false);
  });

  it('are spelled in no other case outside the key table and the data layer (tests may use samples)', () => {
    const offenders: string[] = [];
    for (const dir of SCANNED)
      for (const file of sourceFiles(dir)) {
        if (ALLOWED.some((re) => re.test(file)) || /\.test\.tsx?$/.test(file)) continue;
        readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (respells(line)) offenders.push(`${file}:${i + 1}: ${line.trim()}`);
          });
      }
    expect(offenders).toEqual([]);
  });

  it('appear only in the key table and the data layer', () => {
    const offenders: string[] = [];
    for (const dir of SCANNED)
      for (const file of sourceFiles(dir)) {
        if (ALLOWED.some((re) => re.test(file))) continue;
        readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (KEY_LITERAL.test(line)) offenders.push(`${file}:${i + 1}: ${line.trim()}`);
          });
      }
    expect(offenders).toEqual([]);
  });
});
