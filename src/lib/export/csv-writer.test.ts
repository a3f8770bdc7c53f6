import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvRecords } from '@/shared/export/csv';
import { exportText } from './test-helpers';

describe('CSV export', () => {
  it('writes the exact bytes: BOM, header, CRLF, quoting, blanks, dates, booleans', async () => {
    const csv = await exportText(
      'csv',
      ['Name', 'Note', 'Amount', 'Created', 'Active'],
      [
        ['Acme, Inc.', 'He said "hi"', 1234.5, '2025-03-18T14:05:00', true],
        [null, 'line1\nline2', 0, '2025-03-18', false],
        [undefined, '<p>Hello&nbsp;<b>world</b> &amp; co</p>', -5, null, null],
        [' padded', 'a;b', 7, '2025-12-01T00:30:00Z', ''],
      ],
    );
    expect(csv).toBe(
      CSV_BOM +
        'Name,Note,Amount,Created,Active\r\n' +
        '"Acme, Inc.","He said ""hi""",1234.5,03/18/2025 02:05 PM,Yes\r\n' +
        ',"line1\nline2",0,03/18/2025,No\r\n' +
        ',Hello world & co,-5,,\r\n' +
        '" padded","a;b",7,12/01/2025 12:30 AM,\r\n',
    );
  });

  it('neutralises formulas with a leading quote and quotes those cells', async () => {
    const csv = await exportText('csv', ['A', 'B', 'C', 'D', 'E', 'F', 'G'], [['=1+1', '+1 555', '-2', '@SUM(A1)', '\tx', '\rx', -2]]);
    expect(csv).toBe(`${CSV_BOM}A,B,C,D,E,F,G\r\n"'=1+1","'+1 555","'-2","'@SUM(A1)","'\tx","'\rx",-2\r\n`);
  });

  it('keeps the header order given and pads short rows with blanks', async () => {
    expect(await exportText('csv', ['Z', 'A'], [['z'], ['z', 'a']])).toBe(`${CSV_BOM}Z,A\r\nz,\r\nz,a\r\n`);
  });

  it('writes only the header for no rows', async () => {
    expect(await exportText('csv', ['Only'], [])).toBe(`${CSV_BOM}Only\r\n`);
  });
});

describe('csvCell (one cell, as csvRecords writes it)', () => {
  const cell = fc.oneof(
    fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '\r', '\n', ';', '\t', "'", '=', '\uFEFF', 'é', '日') }),
    fc.string(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
  );
  it('joined with commas and CRLF, gives the bytes of csvRecords', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }), (rows) => {
        expect(rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')).toBe(csvRecords(rows));
      }),
      { numRuns: 2000 },
    );
  });
});
