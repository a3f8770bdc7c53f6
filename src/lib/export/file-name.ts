import { EXPORT_FILE_TYPES, type ExportFormat } from './types';

const pad = (n: number) => String(n).padStart(2, '0');
const FORBIDDEN = '\\/:*?"<>|';

/** YYYYMMDD_HHmmss in local time (the user's clock, as they will look for the file). */
export function exportTimestamp(at: Date): string {
  const date = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}`;
  return `${date}_${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
}

/** `<base>_<YYYYMMDD_HHmmss>.<ext>`; characters that no file system accepts in a name become "_". */
export function exportFileName(base: string, format: ExportFormat, at: Date = new Date()): string {
  const safe = Array.from(base, (ch) => (ch.charCodeAt(0) < 32 || FORBIDDEN.includes(ch) ? '_' : ch)).join('');
  const safeBase = safe.trim() || 'export';
  return `${safeBase}_${exportTimestamp(at)}.${EXPORT_FILE_TYPES[format].ext}`;
}
