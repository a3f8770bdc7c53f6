import { describe, expect, it } from 'vitest';
import { formatAge } from './age';

describe('formatAge', () => {
  it('reads as the age a person would say', () => {
    expect(formatAge(5_000, 'en')).toBe('now');
    expect(formatAge(4 * 60_000 + 30_000, 'en')).toBe('4 minutes ago');
    expect(formatAge(2 * 3_600_000, 'en')).toBe('2 hours ago');
    expect(formatAge(26 * 3_600_000, 'en')).toBe('yesterday');
    expect(formatAge(3 * 60_000, 'fr')).toBe('il y a 3 minutes');
  });
});
