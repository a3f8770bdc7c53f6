import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateTimeFormatter, formatDateTime } from './date';

const ZONES = ['UTC', 'America/Chicago', 'Europe/Paris', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/St_Johns', 'Pacific/Chatham'];
const LANGUAGES = ['en', 'fr', 'es', 'de', 'ja', 'zh'];
const from = Date.UTC(2023, 0, 1);
const to = Date.UTC(2027, 0, 1);

describe('dateTimeFormatter (the export writes many date-times at once)', () => {
  it('writes exactly what formatDateTime writes, in every language and zone, DST days included', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom(...LANGUAGES),
        fc.array(fc.integer({ min: from, max: to }), { minLength: 1, maxLength: 40 }),
        (timeZone, language, instants) => {
          const format = dateTimeFormatter({ language, timeZone });
          for (const ms of instants) expect(format(ms)).toBe(formatDateTime(new Date(ms), { language, timeZone }));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('follows the clock change minute by minute around a transition', () => {
    const format = dateTimeFormatter({ language: 'en', timeZone: 'America/Chicago' });
    const change = Date.UTC(2025, 2, 9, 8, 0); // 2 AM CST → 3 AM CDT
    for (let ms = change - 3 * 3_600_000; ms <= change + 3 * 3_600_000; ms += 59_999) {
      expect(format(ms)).toBe(formatDateTime(new Date(ms), { language: 'en', timeZone: 'America/Chicago' }));
    }
    expect(format(change - 1)).toBe('03/09/2025 01:59 AM');
    expect(format(change)).toBe('03/09/2025 03:00 AM');
  });
});
