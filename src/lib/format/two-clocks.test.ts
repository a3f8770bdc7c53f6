import { describe, expect, it } from 'vitest';
import { receivedLater } from './two-clocks';

describe('receivedLater (two clocks)', () => {
  it('a status recorded offline at 09:12 and synced at 11:40 shows its receipt', () =>
    expect(receivedLater('2026-11-22T09:12:00Z', '2026-11-22T11:40:00Z')).toBe('2026-11-22T11:40:00Z'));
  it('shows nothing when the server got it within a minute, or does not say', () => {
    expect(receivedLater('2026-11-22T09:12:00Z', '2026-11-22T09:12:40Z')).toBeNull();
    expect(receivedLater('2026-11-22T09:12:00Z', undefined)).toBeNull();
  });
});
