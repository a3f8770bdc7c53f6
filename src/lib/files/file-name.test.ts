import { describe, expect, it } from 'vitest';
import { isPreviewableImage, renamedKeepingExtension, shortFileName } from './file-name';

describe('shortFileName (spec 2 §9: shown names cut at 25 characters)', () => {
  it('keeps names of 25 characters or fewer', () => {
    expect(shortFileName('bill-of-lading.pdf')).toBe('bill-of-lading.pdf');
    expect(shortFileName('a'.repeat(25))).toBe('a'.repeat(25));
  });
  it('cuts longer names with an ellipsis', () => {
    expect(shortFileName('proof-of-delivery-signed-by-receiver.pdf')).toBe('proof-of-delivery-signed-…');
    expect(shortFileName('a'.repeat(26))).toBe(`${'a'.repeat(25)}…`);
  });
});

describe('isPreviewableImage', () => {
  it('is true when the name contains jpg, jpeg or png, in any case', () => {
    expect(['photo.jpg', 'PHOTO.JPEG', 'scan.png', 'jpg-notes.txt'].map(isPreviewableImage)).toEqual([true, true, true, true]);
  });
  it('is false for other files', () => {
    expect(['bol.pdf', 'invoice.xlsx', 'photo.gif'].map(isPreviewableImage)).toEqual([false, false, false]);
  });
});

describe('renamedKeepingExtension', () => {
  it('adds the original extension to the new name', () => {
    expect(renamedKeepingExtension('Signed BOL', 'scan-0012.pdf')).toBe('Signed BOL.pdf');
  });
  it('does not double an extension the user typed', () => {
    expect(renamedKeepingExtension('Signed BOL.PDF ', 'scan-0012.pdf')).toBe('Signed BOL.PDF');
  });
  it('leaves names of extension-less files alone', () => {
    expect(renamedKeepingExtension('notes', 'README')).toBe('notes');
  });
});
