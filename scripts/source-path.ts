import { relative } from 'node:path';

/** A module id as a source path from the project root, without its query (`src/routes/auth.tsx?tsr-split=…`). */
export const sourcePath = (id: string) => relative(process.cwd(), id.replace(/\?.*$/, '')).replaceAll('\\', '/');
