import { fileURLToPath } from 'node:url';

/**
 * The project's root directory. This file is one directory below it, and so is the bundle `npm run build` makes of
 * the server (dist-server/main.mjs, decision 122), where every module's `import.meta.url` is the bundle's: paths to
 * files that stay on disk (migrations, package.json, the seed CLI) are built from here, not from their own module.
 */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
