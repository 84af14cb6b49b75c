import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * One of our variable fonts, cut down to what the app's own texts show.
 * `css` matches the @fontsource-variable stylesheet's module id, `face` names its Latin @font-face (the
 * comment fontsource writes above it), `text` holds every character of the small file, `weights` the
 * wght axis range kept.
 */
export interface FontSubset {
  readonly css: RegExp;
  readonly face: string;
  readonly text: string;
  readonly weights: readonly [number, number];
}

/**
 * Printable ASCII, the punctuation our texts use (’ in "isn’t", · in bylines, © in the footer...) and the
 * invisible joiners MUI's components render (the outlined field's legend holds a zero-width space).
 */
export const UI_TEXT = `${Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')}\u00a0·©®’‘“”–—…•€™×−\u200b\u200c\u200d\u2060\ufeff`;

type Range = readonly [number, number];

/** Parses a unicode-range value ("U+0000-00FF,U+0131") into inclusive code point ranges. */
export function parseUnicodeRange(value: string): Range[] {
  return value.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from ?? '', 16);
    const end = to === undefined ? start : Number.parseInt(to, 16);
    if (Number.isNaN(start) || Number.isNaN(end)) throw new Error(`unicode-range: cannot read "${part}"`);
    return [start, end] as const;
  });
}

/** Writes code points as a unicode-range value, consecutive ones joined. */
export function formatUnicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const cp of sorted) {
    const last = ranges.at(-1);
    if (last && cp === last[1] + 1) last[1] = cp;
    else ranges.push([cp, cp]);
  }
  const hex = (cp: number) => cp.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
}

const codePointsOf = (ranges: readonly Range[]): number[] =>
  ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));

/** Where the subset's face (fontsource's comment above it, then the @font-face rule) is in the stylesheet. */
function faceBlock(css: string, subset: FontSubset): { start: number; end: number; block: string } {
  const start = css.indexOf(`/* ${subset.face} */`);
  if (start < 0) throw new Error(`font subsets: no "/* ${subset.face} */" face in the stylesheet`);
  const end = css.indexOf('}', start) + 1;
  return { start, end, block: css.slice(start, end) };
}

/**
 * Rewrites fontsource's stylesheet: the Latin face keeps its file but only for the Latin characters the
 * subset lacks (a fan's "é" still renders in the font, fetched only when such a character is shown), and
 * a face for the subset file covers the rest. Throws if the face is not there.
 */
export function withSubsetFace(css: string, subset: FontSubset, subsetUrl: string): string {
  const { start, end, block } = faceBlock(css, subset);
  const rangeMatch = block.match(/unicode-range:\s*([^;]+);/);
  const family = block.match(/font-family:\s*([^;]+);/)?.[1];
  // The face must keep the Latin face's weight descriptor: a browser matches weight and style first and
  // only then looks through the faces with exactly those descriptors by unicode-range, so a face declared
  // "400 800" beside fontsource's "100 900" would never be picked. The file's axis is narrowed anyway.
  const weight = block.match(/font-weight:\s*([^;]+);/)?.[1];
  if (!rangeMatch?.[1] || !family || !weight) {
    throw new Error(`font subsets: ${subset.face} has no family, weight or unicode-range`);
  }
  const latin = codePointsOf(parseUnicodeRange(rangeMatch[1]));
  const wanted = new Set([...subset.text].map((c) => c.codePointAt(0) as number));
  // Control characters (a post's line breaks) are never drawn: they stay with the subset, so a newline
  // does not fetch the full file.
  const small = (cp: number) => wanted.has(cp) || cp < 0x20 || (cp >= 0x7f && cp <= 0x9f);
  const inSubset = latin.filter(small);
  const rest = latin.filter((cp) => !small(cp));
  const restBlock = block.replace(rangeMatch[1], formatUnicodeRange(rest));
  const [min, max] = subset.weights;
  const subsetBlock = `/* ${subset.face} (our texts' characters, wght ${min}-${max}) */
@font-face {
  font-family: ${family};
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url(${subsetUrl}) format('woff2-variations');
  unicode-range: ${formatUnicodeRange(inSubset)};
}`;
  return `${css.slice(0, start)}${restBlock}\n\n${subsetBlock}${css.slice(end)}`;
}

/** The file the Latin face points at, read from fontsource's stylesheet. */
function latinFile(css: string, cssId: string, subset: FontSubset): string {
  const url = faceBlock(css, subset).block.match(/url\(([^)]+)\)/)?.[1];
  if (!url) throw new Error(`font subsets: no file for ${subset.face}`);
  return path.resolve(path.dirname(cssId), url.replace(/^['"]|['"]$/g, ''));
}

/** A subset file's name: `<face>-subset-<content key>.woff2` (Vite adds its hash before the extension). */
const SUBSET_FILE = /-subset-[0-9a-f]{12}(-[\w-]+)?\.woff2$/;

/** Whether a built asset is one of the subsets this plugin made (what the build preloads). */
export const isFontSubset = (file: string): boolean => SUBSET_FILE.test(file);

/**
 * Serves each font's Latin face as a small subset holding the characters of our own texts and the
 * weights we use (Inter 48 → 23 KB, Oswald 28 → 14 KB), keeping fontsource's full file for the other
 * Latin characters. The subset is made with HarfBuzz (subset-font) when the stylesheet is transformed,
 * written to the cache (node_modules/.cache/ringside-fonts, keyed by content) and referenced from the
 * stylesheet, so Vite fingerprints and emits it like any other font.
 */
export function fontSubsets(subsets: readonly FontSubset[], cacheDir: string): Plugin {
  return {
    name: 'ringside-font-subsets',
    enforce: 'pre',
    async transform(code, id) {
      const cssId = id.split('?')[0] ?? id;
      const subset = subsets.find((s) => s.css.test(cssId.replaceAll('\\', '/')));
      if (!subset) return null;
      const source = readFileSync(latinFile(code, cssId, subset));
      const key = createHash('sha256')
        .update(source)
        .update(subset.text)
        .update(subset.weights.join('-'))
        .digest('hex')
        .slice(0, 12);
      const file = path.join(cacheDir, `${subset.face}-subset-${key}.woff2`);
      if (!existsSync(file)) {
        const [min, max] = subset.weights;
        const out = await subsetFont(source, subset.text, {
          targetFormat: 'woff2',
          variationAxes: { wght: { min, max } },
        });
        mkdirSync(cacheDir, { recursive: true });
        writeFileSync(file, out);
      }
      const url = path.relative(path.dirname(cssId), file).replaceAll('\\', '/');
      return { code: withSubsetFace(code, subset, url), map: null };
    },
  };
}
