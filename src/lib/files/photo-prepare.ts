import { ATTACHMENT_FILE_LIMIT_BYTES } from '@/contract/attachments';

/** Longest side kept for a proof-of-delivery photo: a delivery note stays readable, the upload stays small. */
export const PHOTO_MAX_SIDE = 2560;
/** The quality check looks at a small greyscale copy: fast on a tablet, and enough to tell dark or blurred. */
const CHECK_SIDE = 256;

export type PhotoWarning = 'dark' | 'blurred';

/**
 * Below this mean luminance (0–255) a photo of paper is too dark to read: a sheet in daylight or under a dock lamp
 * sits around 120–200; a photo taken in a dark cab or trailer falls under 50.
 */
export const DARK_BELOW = 50;
/**
 * Below this variance of the Laplacian (on the 256 px copy) the edges of text are gone: a sharp page of print scores
 * in the thousands at that size, the same page smeared over a few pixels (a shaken hand, missed focus) a few hundred.
 * It only warns: the trucker can upload anyway.
 */
export const BLURRED_BELOW = 400;

/** Mean luminance of greyscale pixels. */
export function lightness(gray: Uint8ClampedArray): number {
  let sum = 0;
  for (const value of gray) sum += value;
  return gray.length === 0 ? 0 : sum / gray.length;
}

/** Variance of the 4-neighbour Laplacian: how much edge detail there is. */
export function sharpness(gray: Uint8ClampedArray, width: number, height: number): number {
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const laplacian = gray[i - width] + gray[i + width] + gray[i - 1] + gray[i + 1] - 4 * gray[i];
      sum += laplacian;
      squares += laplacian * laplacian;
      count++;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return squares / count - mean * mean;
}

export function photoWarnings(metrics: { lightness: number; sharpness: number }): PhotoWarning[] {
  const warnings: PhotoWarning[] = [];
  if (metrics.lightness < DARK_BELOW) warnings.push('dark');
  if (metrics.sharpness < BLURRED_BELOW) warnings.push('blurred');
  return warnings;
}

/** RGBA → luminance (Rec. 601). */
export function toGray(rgba: Uint8ClampedArray): Uint8ClampedArray {
  const gray = new Uint8ClampedArray(rgba.length / 4);
  for (let i = 0; i < gray.length; i++) gray[i] = 0.299 * rgba[i * 4] + 0.587 * rgba[i * 4 + 1] + 0.114 * rgba[i * 4 + 2];
  return gray;
}

const canvasOf = (width: number, height: number) => Object.assign(document.createElement('canvas'), { width, height });

const encode = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))), 'image/jpeg', quality),
  );

export type PreparedPhoto = { blob: Blob; width: number; height: number; warnings: PhotoWarning[] };

/**
 * A camera photo made ready for upload on the device: kept as it is when small enough, otherwise scaled down to
 * PHOTO_MAX_SIDE and re-encoded as JPEG at falling quality (and smaller again if need be) until it is within the
 * server's 5,000,000-byte limit (or `maxBytes`: a page of a signed BOL, decision 162); plus a warning when it looks too dark or blurred to read.
 */
export async function preparePhoto(
  file: Blob,
  { maxBytes = ATTACHMENT_FILE_LIMIT_BYTES, maxSide = PHOTO_MAX_SIDE }: { maxBytes?: number; maxSide?: number } = {},
): Promise<PreparedPhoto> {
  const bitmap = await createImageBitmap(file);
  try {
    const check = Math.min(1, CHECK_SIDE / Math.max(bitmap.width, bitmap.height));
    const small = canvasOf(Math.max(1, Math.round(bitmap.width * check)), Math.max(1, Math.round(bitmap.height * check)));
    const context = small.getContext('2d')!;
    context.drawImage(bitmap, 0, 0, small.width, small.height);
    const gray = toGray(context.getImageData(0, 0, small.width, small.height).data);
    const warnings = photoWarnings({ lightness: lightness(gray), sharpness: sharpness(gray, small.width, small.height) });

    const longest = Math.max(bitmap.width, bitmap.height);
    if (file.size <= maxBytes && longest <= maxSide) return { blob: file, width: bitmap.width, height: bitmap.height, warnings };

    let side = Math.min(longest, maxSide);
    for (;;) {
      const scale = side / longest;
      const canvas = canvasOf(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
      canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      for (const quality of [0.85, 0.75, 0.65, 0.5]) {
        const blob = await encode(canvas, quality);
        if (blob.size <= maxBytes) return { blob, width: canvas.width, height: canvas.height, warnings };
      }
      side = Math.round(side * 0.75);
    }
  } finally {
    bitmap.close();
  }
}
