import { describe, expect, it } from 'vitest';
import { filesProblem, formatFileSize, uploadProblem } from './upload-rules';

const file = (size: number) => ({ size });

describe('uploadProblem (spec 2 §5 attachment rules)', () => {
  it('asks for the type first, then for a file', () => {
    expect(uploadProblem(null, [])).toBe('type');
    expect(uploadProblem(null, [file(10)])).toBe('type');
    expect(uploadProblem(3, [])).toBe('file');
  });
  it('allows files of exactly 5,000,000 bytes and refuses one byte more', () => {
    expect(uploadProblem(3, [file(5_000_000)])).toBeNull();
    expect(uploadProblem(3, [file(5_000_001)])).toBe('fileSize');
  });
  it('allows 20,000,000 bytes in all and refuses more', () => {
    expect(uploadProblem(3, [file(5_000_000), file(5_000_000), file(5_000_000), file(5_000_000)])).toBeNull();
    expect(uploadProblem(3, [file(5_000_000), file(5_000_000), file(5_000_000), file(5_000_000), file(1)])).toBe('totalSize');
  });
  it('reports a too-large file before the total', () => {
    expect(uploadProblem(3, [file(6_000_000), file(5_000_000), file(5_000_000), file(5_000_000)])).toBe('fileSize');
  });
});

describe('filesProblem', () => {
  it('accepts no file when the file is optional (edit)', () => {
    expect(filesProblem([], false)).toBeNull();
    expect(filesProblem([file(5_000_001)], false)).toBe('fileSize');
  });
});

describe('formatFileSize', () => {
  it('uses decimal units', () => {
    expect([formatFileSize(512), formatFileSize(2_500), formatFileSize(250_000), formatFileSize(5_000_000)]).toEqual([
      '512 B',
      '2.5 KB',
      '250 KB',
      '5.0 MB',
    ]);
  });
});
