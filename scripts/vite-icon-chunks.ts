import { basename } from 'node:path';
import type { ChunkingContext, CodeSplittingGroup } from './code-splitting';
import { sourcePath } from './source-path';

const ICON = /node_modules[\\/]@tabler[\\/]icons-react[\\/]/;
/** The screens a signed-out visitor can open: sign-in and its layout, password reset, terms, activation, errors. */
const PUBLIC_ROUTE = /^src\/routes\/(auth|_public|error)(\.tsx|\/)/;

/** The icon names a module imports from the package (`import { IconX, IconY } from '@tabler/icons-react'`). */
const importedIcons = (code: string) =>
  [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]@tabler\/icons-react['"]/g)].flatMap((match) =>
    match[1].split(',').map((name) => name.trim().split(/\s+as\s+/)[0]),
  );

/**
 * The icons a signed-out visitor's pages draw: those imported by the entry's static imports and by the public
 * screens' own code (their route files import it dynamically). The package's index imports every icon, so icons are
 * read from the importing modules' code rather than from the module graph.
 */
function publicIcons(ctx: ChunkingContext, entry: string): Set<string> {
  const seen = new Set<string>();
  const icons = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || ICON.test(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    importedIcons(info.code ?? '').forEach((icon) => icons.add(icon));
    queue.push(...info.importedIds);
    if (PUBLIC_ROUTE.test(sourcePath(id))) queue.push(...info.dynamicallyImportedIds);
  }
  return icons;
}

/**
 * Icons in two chunks instead of a file per icon (decision 126): the ones the public pages draw (with the icon
 * factory every icon shares), and those the signed-in screens share. A phone on a weak link fetched 17 icon files
 * after signing in, a round trip each. An icon only one screen uses stays in that screen's chunk.
 */
export function iconChunks(entry: string): CodeSplittingGroup[] {
  const publicByPass = new WeakMap<ChunkingContext, Set<string>>();
  const isPublic = (id: string, ctx: ChunkingContext) => {
    let icons = publicByPass.get(ctx);
    if (!icons) publicByPass.set(ctx, (icons = publicIcons(ctx, entry)));
    const name = basename(id).replace(/\.mjs$/, '');
    return icons.has(name) || !name.startsWith('Icon');
  };
  return [
    { test: ICON, name: (id, ctx) => (isPublic(id, ctx) ? 'public-icons' : null) },
    { name: 'icons', test: ICON, minShareCount: 2 },
  ];
}
