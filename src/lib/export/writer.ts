import type { Cell } from './normalize-cell';

/** A format writer: rows arrive in chunks (already normalised); finish() gives the file's parts. */
export type ExportWriter = {
  push(rows: readonly (readonly Cell[])[]): void;
  finish(): BlobPart[];
};
