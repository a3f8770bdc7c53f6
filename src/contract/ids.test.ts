import { describe, expect, it } from 'vitest';
import { MAX_ID, parseId } from './ids';

describe('parseId (the one id rule of the routes and the route params)', () => {
  it('reads 1 … 2³¹−1', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('42')).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(2_147_483_647);
  });

  it('refuses what the integer columns cannot hold and what is not digits', () => {
    for (const text of ['0', '2147483648', '999999999999999', '-2', '1.5', 'abc', '', '1e3', '0x10', undefined, null]) {
      expect(parseId(text)).toBeNull();
    }
  });
});
