import { describe, expect, it } from 'vitest';
import { exportFileName } from './file-name';

describe('export file name', () => {
  const at = new Date(2025, 2, 8, 9, 5, 7); // local time

  it('is <base>_<YYYYMMDD_HHmmss>.<ext> in local time', () => {
    expect(exportFileName('Truckers', 'xlsx', at)).toBe('Truckers_20250308_090507.xlsx');
    expect(exportFileName('Shippers', 'csv', at)).toBe('Shippers_20250308_090507.csv');
    expect(exportFileName('Loads', 'json', new Date(2025, 11, 31, 23, 59, 59))).toBe('Loads_20251231_235959.json');
  });

  it('replaces characters no file system accepts', () => {
    expect(exportFileName('a/b:c*?', 'csv', at)).toBe('a_b_c___20250308_090507.csv');
    expect(exportFileName('  ', 'csv', at)).toBe('export_20250308_090507.csv');
  });
});
