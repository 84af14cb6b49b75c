// Minimal typings for the build-time packages that ship none.
declare module 'subset-font' {
  /** HarfBuzz subsetting: keeps the glyphs of `text` (and, with variationAxes, pins or narrows axes). */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}
