import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, newTotpSecret, totpCode, totpStep } from './totp';

// RFC 6238 appendix B: the SHA1 seed is the ASCII "12345678901234567890"; its 8-digit codes end in these 6.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const RFC_VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP (RFC 6238, HMAC-SHA1, 30 s, 6 digits)', () => {
  it('encodes and decodes base32 (RFC 4648)', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi==').toString()).toBe('foobar');
    expect(() => base32Decode('MZXW1')).toThrow('not base32');
  });

  it.each(RFC_VECTORS)('at %i s the code is %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
    expect(matchTotp(RFC_SECRET, code, seconds * 1000)).toBe(totpStep(seconds * 1000));
  });

  it('accepts the code of one step either side, no further', () => {
    const at = 1111111111 * 1000;
    const step = totpStep(at);
    const codeAt = (offset: number) => totpCode(RFC_SECRET, at + offset * 30_000);
    expect(matchTotp(RFC_SECRET, codeAt(-1), at)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, codeAt(1), at)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, codeAt(-2), at)).toBeNull();
    expect(matchTotp(RFC_SECRET, codeAt(2), at)).toBeNull();
  });

  it('refuses a wrong code, a malformed one and a secret that is not base32', () => {
    const at = 59_000;
    expect(matchTotp(RFC_SECRET, '287083', at)).toBeNull();
    expect(matchTotp(RFC_SECRET, '28708', at)).toBeNull();
    expect(matchTotp(RFC_SECRET, '2870822', at)).toBeNull();
    expect(matchTotp(RFC_SECRET, ' 287082', at)).toBeNull();
    expect(matchTotp('not base32!', '287082', at)).toBeNull();
  });

  it('makes 160-bit secrets, different each time', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(a)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(a);
  });
});
