import { describe, expect, it } from 'vitest';
import { DateCell, normaliseCell, parseIsoCell, toPlainValue } from './normalize-cell';
import { decodeEntities, stripHtml } from './strip-html';

const sheet = { labels: { yes: 'Oui', no: 'Non' }, neutraliseFormulas: true };

describe('cell normalisation', () => {
  it('strips HTML to text: tags out, entities decoded, whitespace collapsed', () => {
    expect(stripHtml('<p>Hello&nbsp;<b>world</b></p>\n<p>&lt;b&gt; &amp; &#39;x&#x27;</p>')).toBe("Hello world <b> & 'x'");
    expect(stripHtml('a<br/>b<script>alert(1)</script><!-- c -->')).toBe('a b');
    expect(decodeEntities('Soci&eacute;t&eacute; &Uuml;ber &ccedil;a &unknown; &#0;')).toBe('Société Über ça &unknown; \uFFFD');
    expect(normaliseCell('<div>  Spaced   out </div>', sheet)).toBe('Spaced out');
    expect(normaliseCell('a < b and c > d', sheet)).toBe('a < b and c > d');
  });

  it('keeps plain text as it is, newlines included', () => {
    expect(normaliseCell('line1\nline2  ', sheet)).toBe('line1\nline2  ');
  });

  it('turns ISO dates and date-times into date cells (zone-less means UTC)', () => {
    expect(parseIsoCell('2025-03-18')).toEqual(new DateCell(new Date(Date.UTC(2025, 2, 18)), false));
    expect(parseIsoCell('2025-03-18T14:05:00')).toEqual(new DateCell(new Date(Date.UTC(2025, 2, 18, 14, 5)), true));
    expect(parseIsoCell('2025-03-18T14:05:00.123+02:00')?.date.toISOString()).toBe('2025-03-18T12:05:00.123Z');
    expect(parseIsoCell('2025-03-18 is the day')).toBeNull();
    expect(parseIsoCell('12345')).toBeNull();
    expect(normaliseCell(new Date(Date.UTC(2025, 0, 2)), sheet)).toEqual(new DateCell(new Date(Date.UTC(2025, 0, 2)), false));
  });

  it('blanks null, undefined, empty text and non-finite numbers; keeps numbers', () => {
    for (const blank of [null, undefined, '', Number.NaN, Infinity, '<p></p>']) expect(normaliseCell(blank, sheet)).toBeNull();
    expect(normaliseCell(-12.5, sheet)).toBe(-12.5);
    expect(normaliseCell(0, sheet)).toBe(0);
  });

  it('writes booleans with the labels given', () => {
    expect(normaliseCell(true, sheet)).toBe('Oui');
    expect(normaliseCell(false, sheet)).toBe('Non');
  });

  it('neutralises formulas in text only, and only for spreadsheets', () => {
    for (const text of ['=1+1', '+1 555', '-2', '@SUM(A1)', '\tx', '\rx']) expect(normaliseCell(text, sheet)).toBe(`'${text}`);
    expect(normaliseCell('<b>=HYPERLINK("x")</b>', sheet)).toBe(`'=HYPERLINK("x")`);
    expect(normaliseCell('a=b', sheet)).toBe('a=b');
    // a phone number as shown keeps its "+": it cannot hold a function, a reference or a DDE call
    expect(normaliseCell('+1 (887) 555-0100', sheet)).toBe('+1 (887) 555-0100');
    expect(normaliseCell('+44 20 7946 0958', sheet)).toBe('+44 20 7946 0958');
    for (const text of ['+1 (887) 555-0100+cmd', '+1-2', '+1 (887) A1']) expect(normaliseCell(text, sheet)).toBe(`'${text}`);
    expect(normaliseCell('=1+1', { ...sheet, neutraliseFormulas: false })).toBe('=1+1');
  });

  it('makes any value plain enough to post to the worker', () => {
    expect(toPlainValue(['a', 1, null, true])).toBe('a, 1, , true');
    expect(toPlainValue({ toString: () => 'custom' })).toBe('custom');
    expect(toPlainValue({ a: 1 })).toBe('{"a":1}');
    expect(toPlainValue(10n)).toBe('10');
    expect(toPlainValue(() => 1)).toBeNull();
  });
});
