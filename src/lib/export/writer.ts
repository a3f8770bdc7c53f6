import type { Cell } from '@/shared/export/normalize-cell';

/** A format writer: rows arrive in chunks (already normalised); finish() gives the file's parts. */
export type ExportWriter = {
  push(rows: readonly (readonly Cell[])[]): void;
  finish(): BlobPart[];
};
