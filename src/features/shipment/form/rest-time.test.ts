import { describe, expect, it } from 'vitest';
import { formatSeconds, parseRestTime, restTimeHoursText, totalTimeSeconds } from './rest-time';

describe('parseRestTime', () => {
  it('reads days, hours and minutes', () => {
    expect(parseRestTime('1d 2h 3m')).toBe(86_400 + 7200 + 180);
    expect(parseRestTime('2h')).toBe(7200);
    expect(parseRestTime('45m')).toBe(2700);
    expect(parseRestTime(' 1D3H ')).toBe(86_400 + 10_800);
    expect(parseRestTime('3m 1d')).toBe(86_400 + 180);
  });

  it('reads a plain number as hours', () => {
    expect(parseRestTime('2')).toBe(7200);
    expect(parseRestTime('1.5')).toBe(5400);
    expect(parseRestTime('0,25')).toBe(900);
  });

  it('treats empty as zero and rejects text it cannot read', () => {
    expect(parseRestTime('')).toBe(0);
    expect(parseRestTime('   ')).toBe(0);
    expect(parseRestTime('abc')).toBeNull();
    expect(parseRestTime('2x')).toBeNull();
    expect(parseRestTime('1d junk')).toBeNull();
    expect(parseRestTime('-2')).toBeNull();
  });
});

describe('rest time display', () => {
  it('shows stored seconds as hours', () => {
    expect(restTimeHoursText(7200)).toBe('2');
    expect(restTimeHoursText(5400)).toBe('1.5');
    expect(restTimeHoursText(1000)).toBe('0.28');
    expect(restTimeHoursText(0)).toBe('');
    expect(restTimeHoursText(null)).toBe('');
  });

  it('formats seconds as days, hours and minutes', () => {
    expect(formatSeconds(93_780)).toBe('1d 2h 3m');
    expect(formatSeconds(0)).toBe('0m');
    expect(formatSeconds(null)).toBe('');
  });

  it('adds driving and rest time', () => {
    expect(totalTimeSeconds(3600, 1800)).toBe(5400);
    expect(totalTimeSeconds(null, 1800)).toBe(1800);
    expect(totalTimeSeconds(null, null)).toBe(0);
  });
});
