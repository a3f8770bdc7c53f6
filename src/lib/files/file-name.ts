/** Shown attachment names are cut at 25 characters (spec 2 §2.5, §9). */
export const SHORT_NAME_LENGTH = 25;

export function shortFileName(name: string): string {
  return name.length > SHORT_NAME_LENGTH ? `${name.slice(0, SHORT_NAME_LENGTH)}…` : name;
}

/** Images open in the preview modal: the spec's test is "the file name contains jpg, png or jpeg". */
export function isPreviewableImage(fileName: string): boolean {
  return /jpe?g|png/i.test(fileName);
}

/** The extension of a name, dot included ('' when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
}

/** The new name of an edited attachment keeps the original file's extension (decision 042). */
export function renamedKeepingExtension(newName: string, originalName: string): string {
  const extension = fileExtension(originalName);
  const base = newName.trim();
  if (!extension || base.toLowerCase().endsWith(extension.toLowerCase())) return base;
  return `${base}${extension}`;
}
