/**
 * Image benchmark (docs/safety.md, "Images"): what re-encoding an upload costs and what it saves.
 *
 *   npm run bench:images [-- --runs 3]
 *
 * 1. Processing time and peak memory (resident set) of domain/images.ts processImage for a
 *    12-megapixel phone JPEG and a 10 MB PNG, each run in a fresh Node process (so the peak is that
 *    image's alone), median of --runs. The `image` functions have 1,536 MB (runtime contract).
 * 2. Bytes a feed page of 20 image posts costs the browser before (the uploads served as they
 *    were) and after (what the post card's srcset picks: the 640 px thumbnail on a 1x desktop, the
 *    1,280 px copy on a 3x phone).
 *
 * The pictures are made on the spot: a gradient with detail at every scale (blotches of 32, 8 and
 * 2 px and a sensor's grain), so they compress, and scale down, like photos rather than flat colour.
 */
import './quiet';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { processImage } from '../../functions/domain/images';
import { FUNCTION_SETTINGS } from '../../shared/manifest/runtime';
import type { ImagePurpose } from '../../shared/media';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
const KB = 1024;
const MB = 1024 * 1024;

/** A photo-like picture: a diagonal gradient with a sensor's noise. */
async function photo(width: number, height: number, seedColour: number, format: 'jpeg' | 'png') {
  const gradient = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      gradient[i] = (seedColour + (x * 255) / width) % 256;
      gradient[i + 1] = (y * 255) / height;
      gradient[i + 2] = (seedColour * 3 + ((x + y) * 128) / (width + height)) % 256;
    }
  // Detail at every scale, as in a photo: blotches (noise made small and scaled up) and grain.
  const noise = (w: number, h: number, sigma: number) =>
    sharp({
      create: {
        width: w,
        height: h,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .png()
      .toBuffer();
  const layers = [];
  for (const scale of [32, 8, 2]) {
    const small = await noise(Math.ceil(width / scale), Math.ceil(height / scale), 40);
    layers.push({
      input: await sharp(small).resize(width, height, { kernel: 'cubic' }).png().toBuffer(),
      blend: 'overlay' as const,
    });
  }
  layers.push({ input: await noise(width, height, 12), blend: 'overlay' as const });
  const noisy = sharp(
    await sharp(gradient, { raw: { width, height, channels: 3 } })
      .composite(layers)
      .png()
      .toBuffer(),
  );
  return format === 'jpeg'
    ? noisy
        .jpeg({ quality: 90 })
        .withExif({ IFD0: { Make: 'BenchPhone' } })
        .toBuffer()
    : noisy.png({ compressionLevel: 6 }).toBuffer();
}

/** Child mode: process one file once and print time and peak memory. */
async function child(file: string, purpose: ImagePurpose) {
  const { readFileSync } = await import('node:fs');
  const input = readFileSync(file);
  // libvips works on its own threads, so the event loop is free to sample the resident set.
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 2);
  const started = performance.now();
  const out = await processImage(input, purpose);
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  process.stdout.write(
    `${JSON.stringify({
      ms,
      peakMb: peak / MB,
      startMb: before / MB,
      bytes: out.image.bytes.byteLength,
      thumbBytes: out.variants.thumb?.bytes.byteLength ?? 0,
      mediumBytes: out.variants.medium?.bytes.byteLength ?? 0,
      width: out.image.width,
      height: out.image.height,
    })}\n`,
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ringside-bench-images-'));
  try {
    const inputs = [
      {
        name: '12 MP phone JPEG (4000 x 3000)',
        file: 'photo.jpg',
        bytes: await photo(4000, 3000, 40, 'jpeg'),
      },
      { name: '10 MB PNG (1900 x 1900)', file: 'big.png', bytes: await photo(1900, 1900, 90, 'png') },
    ];
    console.log(
      `image processing, ${RUNS} runs each in a fresh process (median); image functions have ${FUNCTION_SETTINGS.image.memoryMb} MB`,
    );
    console.log(
      'input                              in size   time ms   peak RSS MB   (before MB)   out image  out medium  out thumb',
    );
    for (const input of inputs) {
      const file = path.join(dir, input.file);
      writeFileSync(file, input.bytes);
      const runs = Array.from({ length: RUNS }, () => {
        const res = spawnSync(
          process.execPath,
          [...process.execArgv, import.meta.filename, '--child', file, 'post'],
          {
            encoding: 'utf8',
          },
        );
        if (res.status !== 0) throw new Error(res.stderr);
        return JSON.parse(res.stdout.trim().split('\n').pop() ?? '{}') as Record<string, number>;
      });
      const pick = (k: string) => median(runs.map((r) => r[k] ?? 0));
      console.log(
        `${input.name.padEnd(34)} ${(input.bytes.byteLength / MB).toFixed(1).padStart(5)} MB ${pick('ms').toFixed(0).padStart(8)} ${pick('peakMb').toFixed(0).padStart(13)} ${pick('startMb').toFixed(0).padStart(13)} ${(pick('bytes') / KB).toFixed(0).padStart(8)} KB ${(pick('mediumBytes') / KB).toFixed(0).padStart(8)} KB ${(pick('thumbBytes') / KB).toFixed(0).padStart(8)} KB  (${pick('width')} x ${pick('height')})`,
      );
    }

    // A feed page of 20 image posts: 16 phone photos and 4 screenshots-sized PNGs.
    console.log('\nfeed page of 20 image posts (bytes of the images the browser loads)');
    let before = 0;
    let desktop = 0;
    let phone = 0;
    let phoneFull = 0;
    for (let i = 0; i < 20; i++) {
      const original =
        i % 5 === 4 ? await photo(1900, 1900, i * 13, 'png') : await photo(4000, 3000, i * 13, 'jpeg');
      const out = await processImage(original, 'post');
      before += original.byteLength;
      // What the card's srcset (postImageSrcSet) gets the browser to load: the smallest copy at
      // least as wide as the card in device pixels (640 px at 1x; 390 px at 3x = 1,170), else the largest.
      const pickFor = (devicePixels: number) => {
        const copies = [out.variants.thumb, out.variants.medium, out.image]
          .filter((c): c is NonNullable<typeof c> => Boolean(c))
          .sort((a, b) => a.width - b.width);
        return (
          (copies.find((c) => c.width >= devicePixels) ?? copies[copies.length - 1])?.bytes.byteLength ?? 0
        );
      };
      desktop += pickFor(640);
      phone += pickFor(390 * 3);
      phoneFull += out.image.bytes.byteLength;
    }
    const row = (label: string, bytes: number) =>
      console.log(
        `${label.padEnd(44)} ${(bytes / MB).toFixed(2).padStart(7)} MB  (${((100 * bytes) / before).toFixed(1)}% of before)`,
      );
    row('before: the uploads as they were', before);
    row('after, desktop (640 px card at 1x: thumbnails)', desktop);
    row('after, phone (390 px at 3x: 1,280 px copies)', phone);
    row('  (the phone, had it taken the 2,048 px image)', phoneFull);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--child')) {
  const i = process.argv.indexOf('--child');
  await child(String(process.argv[i + 1]), (process.argv[i + 2] ?? 'post') as ImagePurpose);
} else await main();
