import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { exportParts } from './test-helpers';
import { excelSerial } from './xlsx-writer';

async function exportWorkbook(headers: string[], rows: unknown[][], maxRowsPerSheet?: number, chunkSize = 2): Promise<XLSX.WorkBook> {
  const [file] = await exportParts('xlsx', headers, rows, { maxRowsPerSheet, chunkSize });
  expect(Array.from((file as Uint8Array).subarray(0, 2))).toEqual([0x50, 0x4b]); // a zip: "PK"
  // Reading is for the test only: the app never parses spreadsheets with SheetJS.
  return XLSX.read(file as Uint8Array, { type: 'array', cellNF: true });
}

describe('XLSX export', () => {
  it('writes a header row, values, blanks, real date cells and neutralised formulas', async () => {
    const workbook = await exportWorkbook(
      ['Name', 'Amount', 'Created', 'Day', 'Active', 'Note'],
      [
        ['<i>Acme</i> &amp; Co', 1234.5, '2025-03-18T14:05:00', '2025-03-18', true, '=1+1'],
        [null, 0, null, undefined, false, 'plain'],
      ],
    );
    expect(workbook.SheetNames).toEqual(['Sheet1']);
    const sheet = workbook.Sheets.Sheet1;
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true })).toEqual([
      ['Name', 'Amount', 'Created', 'Day', 'Active', 'Note'],
      [
        'Acme & Co',
        1234.5,
        excelSerial(new Date(Date.UTC(2025, 2, 18, 14, 5))),
        excelSerial(new Date(Date.UTC(2025, 2, 18))),
        'Yes',
        "'=1+1",
      ],
      [undefined, 0, undefined, undefined, 'No', 'plain'],
    ]);
    expect(sheet.F2.t).toBe('s');
    expect(sheet.F2.f).toBeUndefined();
    expect(sheet.A3).toBeUndefined();

    const created = sheet.C2 as XLSX.CellObject;
    expect(created.t).toBe('n');
    expect(created.z).toBe('mm/dd/yyyy hh:mm AM/PM');
    expect(created.w).toBe('03/18/2025 02:05 PM');
    expect(XLSX.SSF.parse_date_code(created.v as number)).toMatchObject({ y: 2025, m: 3, d: 18, H: 14, M: 5 });
    expect((sheet.D2 as XLSX.CellObject).w).toBe('03/18/2025');
    const [file] = await exportParts('xlsx', ['Name', 'A long header for a short value'], [['x'.repeat(100), 1]]);
    const cols = XLSX.read(file as Uint8Array, { type: 'array', cellStyles: true }).Sheets.Sheet1['!cols'];
    expect(cols?.map((col) => col.wch)).toEqual([60, 33]);
  });

  it('is a date cell to a reader that asks for dates', async () => {
    const [file] = await exportParts('xlsx', ['Day'], [['2025-03-18']]);
    const sheet = XLSX.read(file as Uint8Array, { type: 'array', cellDates: true }).Sheets.Sheet1;
    expect(sheet.A2.t).toBe('d');
    expect(sheet.A2.v).toBeInstanceOf(Date);
  });

  it('splits into sheets of at most the limit of data rows, each with the header row, across chunk edges', async () => {
    const rows = [1, 2, 3, 4, 5].map((n) => [`row ${n}`, n]);
    for (const chunkSize of [1, 2, 3, 5]) {
      const workbook = await exportWorkbook(['Name', 'N'], rows, 2, chunkSize);
      expect(workbook.SheetNames).toEqual(['Sheet1', 'Sheet2', 'Sheet3']);
      const read = (name: string) => XLSX.utils.sheet_to_json(workbook.Sheets[name], { header: 1 });
      expect(read('Sheet1')).toEqual([
        ['Name', 'N'],
        ['row 1', 1],
        ['row 2', 2],
      ]);
      expect(read('Sheet2')).toEqual([
        ['Name', 'N'],
        ['row 3', 3],
        ['row 4', 4],
      ]);
      expect(read('Sheet3')).toEqual([
        ['Name', 'N'],
        ['row 5', 5],
      ]);
    }
  });

  it('fills a sheet exactly to the limit before starting the next, and writes a header-only sheet for no rows', async () => {
    const four = await exportWorkbook(['N'], [[1], [2], [3], [4]], 2, 3);
    expect(four.SheetNames).toEqual(['Sheet1', 'Sheet2']);
    expect(XLSX.utils.sheet_to_json(four.Sheets.Sheet2, { header: 1 })).toEqual([['N'], [3], [4]]);
    const none = await exportWorkbook(['Name', 'N'], []);
    expect(none.SheetNames).toEqual(['Sheet1']);
    expect(XLSX.utils.sheet_to_json(none.Sheets.Sheet1, { header: 1 })).toEqual([['Name', 'N']]);
  });
});
