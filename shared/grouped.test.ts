import { describe, expect, it } from 'vitest';
import { grouped } from './grouped';

describe('grouped', () => {
  it("writes whole numbers as toLocaleString('en-US') does", () => {
    for (const n of [
      0, 1, 12, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 123_456_789, -1, -1234, -1_000_000,
    ]) {
      expect(grouped(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('leaves other numbers to toLocaleString', () => {
    expect(grouped(1234.5)).toBe((1234.5).toLocaleString('en-US'));
  });
});
