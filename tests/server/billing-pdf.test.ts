import { describe, expect, it } from 'vitest';
import { simplePdf } from '../../server/services/billing-pdf';

/** The seeded contracts and provider invoices are real PDFs: exact cross-reference offsets and stream length. */
describe('simplePdf', () => {
  it('writes a one-page PDF whose xref table points at every object', () => {
    const bytes = simplePdf('Agreement (draft) \\ 2026', [
      'Customer: Blake Freight Lines LLC',
      { text: 'Small print', size: 8, gap: 30 },
      'Ünïcode → ?',
    ]);
    const text = Buffer.from(bytes).toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const rows = text.slice(startxref).split('\n');
    const count = Number(rows[1].split(' ')[1]);
    expect(count).toBe(7);
    for (let i = 1; i < count; i++) {
      const offset = Number(rows[2 + i].slice(0, 10));
      expect(text.slice(offset, offset + `${i} 0 obj`.length)).toBe(`${i} 0 obj`);
    }
    const stream = /\/Length (\d+) >>\nstream\n/.exec(text)!;
    const start = stream.index + stream[0].length;
    expect(text.slice(start + Number(stream[1]), start + Number(stream[1]) + 10)).toBe('\nendstream');
    expect(text).toContain('(Agreement \\(draft\\) \\\\ 2026) Tj');
    expect(text).toContain('(?n?code ? ?) Tj');
  });
});
