import { describe, expect, it } from 'vitest';
import { GENERATED_PASSWORD_LENGTH, PASSWORD_ALPHABET, PASSWORD_PREFIX, cryptoRandomInt, generatePassword } from './password';

describe('generatePassword (spec 1 §5)', () => {
  it('is the n@0X prefix plus 4 characters, 8 in all', () => {
    const password = generatePassword();
    expect(password.startsWith(PASSWORD_PREFIX)).toBe(true);
    expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
    expect(GENERATED_PASSWORD_LENGTH).toBe(8);
  });

  it('draws only letters, digits and @$!%*#?&', () => {
    for (let i = 0; i < 200; i += 1) expect(generatePassword().slice(4)).toMatch(/^[A-Za-z0-9@$!%*#?&]{4}$/);
  });

  it('uses the injected randomness source for each of the 4 characters', () => {
    const picks = [0, 51, 61, PASSWORD_ALPHABET.length - 1];
    const maxes: number[] = [];
    const password = generatePassword((max) => {
      maxes.push(max);
      return picks[maxes.length - 1];
    });
    expect(password).toBe('n@0XAz9&');
    expect(maxes).toEqual(Array(4).fill(PASSWORD_ALPHABET.length));
  });

  it('varies between calls', () => {
    const seen = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(seen.size).toBeGreaterThan(40);
  });

  it('draws uniform integers below the bound', () => {
    for (let i = 0; i < 500; i += 1) {
      const n = cryptoRandomInt(70);
      expect(Number.isInteger(n) && n >= 0 && n < 70).toBe(true);
    }
  });
});
