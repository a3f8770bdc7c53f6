import {
  ATTACHMENT_FILE_LIMIT_BYTES,
  ATTACHMENT_TOTAL_LIMIT_BYTES,
  FILE_TOO_LARGE,
  NO_FILE,
  REQUEST_TOO_LARGE,
  SELECT_ATTACHMENT_TYPE,
} from '@/contract/attachments';

/** The spec's local attachment messages (spec 2 §5, §8), also what the server answers (decision 042). */
export const UPLOAD_MESSAGES = {
  type: SELECT_ATTACHMENT_TYPE,
  file: NO_FILE,
  fileSize: FILE_TOO_LARGE,
  totalSize: REQUEST_TOO_LARGE,
} as const;

export type UploadProblem = keyof typeof UPLOAD_MESSAGES;

/** What stops an upload, checked in the spec's order: the type, at least one file, 5 MB each, 20 MB in all. */
export function uploadProblem(typeId: number | null, files: readonly Pick<File, 'size'>[]): UploadProblem | null {
  if (typeId === null) return 'type';
  return filesProblem(files, true);
}

/** The file checks alone; `required` false for the optional replacement file of the edit modal. */
export function filesProblem(files: readonly Pick<File, 'size'>[], required: boolean): UploadProblem | null {
  if (files.length === 0) return required ? 'file' : null;
  if (files.some((file) => file.size > ATTACHMENT_FILE_LIMIT_BYTES)) return 'fileSize';
  if (files.reduce((total, file) => total + file.size, 0) > ATTACHMENT_TOTAL_LIMIT_BYTES) return 'totalSize';
  return null;
}

/** 1,234,567 bytes → "1.2 MB" (decimal units, like the 5 MB / 20 MB limits). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(bytes < 10_000 ? 1 : 0)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
