import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type FontSubset,
  fontSubsets,
  formatUnicodeRange,
  parseUnicodeRange,
  UI_TEXT,
  withSubsetFace,
} from './font-subsets';

const INTER: FontSubset = {
  css: /@fontsource-variable\/inter\/index\.css$/,
  face: 'inter-latin-wght-normal',
  text: UI_TEXT,
  weights: [400, 800],
};

const SAMPLE = `/* inter-latin-ext-wght-normal */
@font-face {
  font-family: 'Inter Variable';
  src: url(./files/inter-latin-ext-wght-normal.woff2) format('woff2-variations');
  unicode-range: U+0100-02BA;
}

/* inter-latin-wght-normal */
@font-face {
  font-family: 'Inter Variable';
  font-weight: 100 900;
  src: url(./files/inter-latin-wght-normal.woff2) format('woff2-variations');
  unicode-range: U+0000-00FF,U+2000-206F;
}
`;

describe('unicode ranges', () => {
  it('reads and writes ranges, joining consecutive code points', () => {
    expect(parseUnicodeRange('U+0000-00FF, U+0131')).toEqual([
      [0, 255],
      [0x131, 0x131],
    ]);
    expect(formatUnicodeRange([0x41, 0x42, 0x43, 0xe9, 0x2026])).toBe('U+0041-0043,U+00E9,U+2026');
    expect(() => parseUnicodeRange('U+XYZ')).toThrow('cannot read');
  });
});

/** Whether a face's unicode-range includes the code point. */
function covers(face: string | undefined, cp: number): boolean {
  const range = face?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error('face without unicode-range');
  return parseUnicodeRange(range).some(([a, b]) => cp >= a && cp <= b);
}

describe("fontsource's Latin face with a subset beside it", () => {
  const css = withSubsetFace(SAMPLE, INTER, '../subset.woff2');

  it('points our characters at the subset and leaves the full file only for the others', () => {
    const faces = css.split('@font-face').slice(1);
    expect(faces).toHaveLength(3);
    const [ext, rest, subset] = faces;
    expect(ext).toContain('unicode-range: U+0100-02BA;');
    expect(rest).toContain('url(./files/inter-latin-wght-normal.woff2)');
    expect(covers(rest, 0xe9)).toBe(true);
    expect(covers(rest, 0x41) || covers(rest, 0x0a) || covers(rest, 0x2026)).toBe(false);
    expect(subset).toContain("url(../subset.woff2) format('woff2-variations')");
    // Same weight descriptor as the face it splits, or browsers never match it (weight comes first).
    expect(subset).toContain('font-weight: 100 900;');
    expect(subset).toContain("font-family: 'Inter Variable';");
    // ASCII and the UI's punctuation are in it; control characters (a post's line breaks) stay with it.
    for (const char of 'Az09 ’·…—\n') expect(covers(subset, char.codePointAt(0) as number)).toBe(true);
    expect(covers(subset, 0xe9)).toBe(false);
  });

  it('refuses a stylesheet without the face it was told to cut', () => {
    expect(() => withSubsetFace(SAMPLE, { ...INTER, face: 'inter-greek-wght-normal' }, 'x')).toThrow(
      'no "/* inter-greek-wght-normal */" face',
    );
  });
});

describe('the Vite plugin on the real font', () => {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'ringside-fonts-'));
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  it('writes a subset much smaller than the Latin file and references it from the stylesheet', async () => {
    const cssId = createRequire(import.meta.url).resolve('@fontsource-variable/inter/index.css');
    const plugin = fontSubsets([INTER], cacheDir);
    const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
    const result = await transform(readFileSync(cssId, 'utf8'), cssId);
    const url = result?.code.match(/url\(([^)]*-subset-[0-9a-f]+\.woff2)\)/)?.[1];
    expect(url).toBeDefined();
    const subsetFile = path.resolve(path.dirname(cssId), url as string);
    const full = statSync(path.join(path.dirname(cssId), 'files', 'inter-latin-wght-normal.woff2')).size;
    expect(subsetFile.startsWith(cacheDir)).toBe(true);
    expect(statSync(subsetFile).size).toBeLessThan(full * 0.6);
    expect(await transform('body{}', '/somewhere/else.css')).toBeNull();
  });
});
