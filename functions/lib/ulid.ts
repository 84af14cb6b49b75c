/**
 * ULIDs (https://github.com/ulid/spec): 26 characters of Crockford's base 32, the first 10 the time
 * in milliseconds (48 bits), the other 16 random (80 bits from the system's CSPRNG), so ids sort by
 * their time. Post, comment, report, notification and upload ids are ULIDs (the feed's cursor is
 * one). Ours rather than the `ulid` package's: this is all we use of it, and the package adds 1.9 KB
 * (its error codes and decoders) to every function that makes an id (docs/performance.md).
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new ULID of `time` (epoch ms, default now). */
export function ulid(time = Date.now()): string {
  let id = '';
  for (let i = 0, t = time; i < 10; i++, t = Math.floor(t / 32)) id = ALPHABET[t % 32] + id;
  // 256 is a multiple of 32: each byte modulo 32 is uniform.
  for (const byte of randomBytes(16)) id += ALPHABET[byte % 32];
  return id;
}

/**
 * The least (`'min'`) or greatest (`'max'`) ULID of a millisecond: with it, ids that are ULIDs of a
 * time (show ids are ULIDs of their start) are compared with, or queried between, instants.
 */
export function ulidBound(time: number, end: 'min' | 'max'): string {
  let id = '';
  for (let i = 0, t = time; i < 10; i++, t = Math.floor(t / 32)) id = ALPHABET[t % 32] + id;
  return id + (end === 'min' ? '0' : 'Z').repeat(16);
}
