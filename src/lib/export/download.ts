/** Long enough for every browser to start reading the Blob after the click (Safari is the slow one). */
const REVOKE_AFTER_MS = 30_000;

/** Saves the Blob as `fileName` through an object URL and a temporary anchor; the URL is revoked afterwards. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
