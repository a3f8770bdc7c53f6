import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@/contract/account';

export type PhotoProblem = 'too-large' | 'wrong-type' | 'too-many';

/** Why a chosen file cannot be a profile photo (png, jpeg or webp, at most 5,000,000 bytes), or null. */
export function photoProblem(file: Pick<File, 'size' | 'type'>): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'wrong-type';
  if (file.size > PHOTO_MAX_BYTES) return 'too-large';
  return null;
}

/** Maps react-dropzone rejection codes to our problems (the first code decides). */
export function problemFromRejection(codes: readonly string[]): PhotoProblem {
  if (codes.includes('file-too-large')) return 'too-large';
  if (codes.includes('too-many-files')) return 'too-many';
  return 'wrong-type';
}

/** Initials for the avatar when there is no photo: "Sam Shipper" → "SS". */
export function initials(firstName: string, lastName: string, email = ''): string {
  const letters = [firstName, lastName]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
  return letters || email.trim().charAt(0).toUpperCase();
}
