import { DateCell, type Cell } from '@/shared/export/normalize-cell';
import type { ExportWriter } from './writer';

/** Headers made unique ("Name", "Name (2)") so no column silently overwrites another in the objects. */
export function uniqueKeys(headers: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return headers.map((header) => {
    const count = (seen.get(header) ?? 0) + 1;
    seen.set(header, count);
    return count === 1 ? header : `${header} (${count})`;
  });
}

function toJsonValue(cell: Cell): string | number | null {
  if (cell instanceof DateCell) return cell.withTime ? cell.date.toISOString() : cell.date.toISOString().slice(0, 10);
  return cell;
}

/**
 * JSON: an array of objects keyed by header, in column order, one compact object per line. No indentation: a
 * 100,000-row export is read by programs, and pretty-printing would add about a third to its size and memory;
 * one object per line still lets a person scroll through it. Each object is written by
 * hand so the key order is the column order even for integer-like headers ("2024"), which an object would reorder.
 */
export function createJsonWriter(headers: readonly string[]): ExportWriter {
  const prefixes = uniqueKeys(headers).map((key, i) => `${i === 0 ? '' : ','}${JSON.stringify(key)}:`);
  const parts: string[] = [];
  let first = true;
  return {
    push(rows) {
      if (rows.length === 0) return;
      const lines = rows.map((row) => {
        let line = '{';
        for (let c = 0; c < prefixes.length; c += 1) line += prefixes[c] + JSON.stringify(toJsonValue(row[c] ?? null));
        return `${line}}`;
      });
      parts.push((first ? '[\n' : ',\n') + lines.join(',\n'));
      first = false;
    },
    finish: () => (first ? ['[]'] : [...parts, '\n]']),
  };
}
