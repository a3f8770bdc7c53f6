import { createExportSession } from './export-session';
import type { ExportFormat } from './types';

export const LABELS = { yes: 'Yes', no: 'No' };

/** Runs normalisation + writing the way the worker does (no worker), in chunks of `chunkSize` rows. */
export async function exportParts(
  format: ExportFormat,
  headers: string[],
  rows: unknown[][],
  { chunkSize = 2, maxRowsPerSheet }: { chunkSize?: number; maxRowsPerSheet?: number } = {},
): Promise<BlobPart[]> {
  const session = await createExportSession({ format, headers, labels: LABELS, maxRowsPerSheet });
  for (let i = 0; i < rows.length; i += chunkSize) session.push(rows.slice(i, i + chunkSize));
  return session.finish().parts;
}

export async function exportText(format: 'csv' | 'json', headers: string[], rows: unknown[][]): Promise<string> {
  return (await exportParts(format, headers, rows)).join('');
}

/** The bytes, and the text as a UTF-8 decoder reads it (the decoder drops the byte order mark). */
export function readBlob(blob: Blob): Promise<{ bytes: Uint8Array; text: string }> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      const bytes = new Uint8Array(reader.result as ArrayBuffer);
      resolve({ bytes, text: new TextDecoder().decode(bytes) });
    };
    reader.readAsArrayBuffer(blob);
  });
}
