import { resolve } from 'node:path';
import type { ChunkingContext, CodeSplittingGroup } from './code-splitting';
import { sourcePath } from './source-path';

/** The route files whose screens a signed-out visitor sees first: the sign-in page in its layout. */
const SIGN_IN_ROUTES = ['src/routes/auth.tsx', 'src/routes/auth/login.tsx'];
/** The signed-in layout every signed-in screen is drawn in. */
const SIGNED_IN_LAYOUT = ['src/routes/_app.tsx'];

/**
 * The app's own modules that `roots` import statically, transitively, with the split screen modules (TanStack
 * Router's `?tsr-split`) of the routes named in `splitRoutes`.
 */
function ownModulesReached(ctx: ChunkingContext, roots: string[], splitRoutes: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || !sourcePath(id).startsWith('src/')) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    queue.push(...info.importedIds);
    for (const dynamic of info.dynamicallyImportedIds)
      if (/tsr-split/.test(dynamic) && splitRoutes.includes(sourcePath(dynamic))) queue.push(dynamic);
  }
  return seen;
}

/**
 * Chunks for what a first visit runs (decisions 133, 150), instead of the dozens of files of 0.2–4 KB the bundler made
 * of modules that the entry or the signed-in layout shares with some lazy screen. Over HTTP/1.1's six connections a
 * phone waited a round trip for every six of them.
 * - `boot`: the app's own modules that the entry and the sign-in screen import, with every library module they use
 *   (React's renderer, the router, Mantine's components and the icons of the sign-in page): found from the module
 *   graph, so no list of names to keep;
 * - `mantine`: Mantine's other components, with what they import;
 * - `signed-in-shell`: the app's own modules that the signed-in layout imports beyond `boot`;
 * - `icons`: the icons two or more later chunks share, in one file instead of a file per icon (decision 126).
 */
/** Every module `root` imports statically, transitively (libraries too). */
function allModulesReached(ctx: ChunkingContext, root: string): Set<string> {
  const seen = new Set<string>();
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export function firstLoadChunks(entry: string, shareEntry?: string): CodeSplittingGroup[] {
  const shared = new WeakMap<ChunkingContext, Set<string>>();
  const sharedOf = (ctx: ChunkingContext) => {
    let modules = shared.get(ctx);
    if (!modules) {
      modules = shareEntry
        ? new Set([...allModulesReached(ctx, shareEntry)].filter((id) => id !== shareEntry && !sourcePath(id).startsWith('src/share/')))
        : new Set<string>();
      shared.set(ctx, modules);
    }
    return modules;
  };
  const reached = new WeakMap<ChunkingContext, { boot: Set<string>; shell: Set<string> }>();
  const modulesOf = (ctx: ChunkingContext) => {
    let modules = reached.get(ctx);
    if (!modules) {
      modules = {
        boot: ownModulesReached(ctx, [entry], SIGN_IN_ROUTES),
        shell: ownModulesReached(
          ctx,
          SIGNED_IN_LAYOUT.map((route) => resolve(route)),
          SIGNED_IN_LAYOUT,
        ),
      };
      reached.set(ctx, modules);
    }
    return modules;
  };
  return [
    // What the receiver's tracking page (decision 168) shares with the app (Lingui's core, the date formats, contract
    // modules): one chunk of its own, first, so the page never loads `boot` or the app's other groups for them.
    { debugName: 'share-common', name: (id, ctx) => (sharedOf(ctx).has(id) ? 'share-common' : null) },
    { debugName: 'boot', name: (id, ctx) => (id !== entry && modulesOf(ctx).boot.has(id) ? 'boot' : null) },
    { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]core[\\/].*\.m?js$/ },
    {
      debugName: 'signed-in-shell',
      name: (id, ctx) => (modulesOf(ctx).shell.has(id) && !modulesOf(ctx).boot.has(id) ? 'signed-in-shell' : null),
    },
    { name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/, minShareCount: 2 },
  ];
}
