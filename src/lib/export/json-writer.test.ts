import { describe, expect, it } from 'vitest';
import { exportText } from './test-helpers';

describe('JSON export', () => {
  it('is an array of objects keyed by header, in column order, one compact object per line', async () => {
    const json = await exportText(
      'json',
      ['Name', 'Amount', 'Created', 'Day', 'Active', '2024'],
      [
        ['<b>Acme</b>', 1234.5, '2025-03-18T14:05:00', '2025-03-18', true, null],
        ['=1+1', 0, null, undefined, false, 'x'],
        ['Third', -1, '', 'text', 'Yes', 2],
      ],
    );
    expect(json.split('\n')).toHaveLength(5);
    expect(json.split('\n')[1]).toBe(
      '{"Name":"Acme","Amount":1234.5,"Created":"2025-03-18T14:05:00.000Z","Day":"2025-03-18","Active":"Yes","2024":null},',
    );
    const parsed = JSON.parse(json) as Record<string, unknown>[];
    expect(parsed[1]).toEqual({ Name: '=1+1', Amount: 0, Created: null, Day: null, Active: 'No', 2024: 'x' });
    expect(json).toContain('{"Name":"Third","Amount":-1,"Created":null,"Day":"text","Active":"Yes","2024":2}');
  });

  it('keeps duplicate headers apart and writes [] for no rows', async () => {
    expect(JSON.parse(await exportText('json', ['Name', 'Name'], [['a', 'b']]))).toEqual([{ Name: 'a', 'Name (2)': 'b' }]);
    expect(await exportText('json', ['Name'], [])).toBe('[]');
  });
});
