import { relative } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { ROLES, type Role } from '../src/contract/auth';
import { isPublicRoute, OFFLINE_FILES_PATH, ROUTE_ROLES, type OfflineFiles } from '../src/lib/pwa/offline-files';

const ROUTES_DIR = 'src/routes/';
/** Files outside the bundle that the core needs: the page itself and its icon (the PWA plugin adds the web app manifest). */
const CORE_STATIC = ['index.html', 'favicon.svg'];

type Chunk = Rolldown.OutputChunk;

function localeOf(moduleId: string): string | null {
  const catalog = /src\/locales\/([a-z]+)\/[\w-]+\.po$/.exec(moduleId)?.[1];
  if (catalog) return catalog;
  const tableLocale = /mantine-react-table\/locales\/([\w-]+)\//.exec(moduleId)?.[1];
  return tableLocale ? tableLocale.split('-')[0] : null;
}

/**
 * Groups the built files for offline use (decision 075) and writes them as OFFLINE_FILES_PATH: the core is the entry
 * with everything it loads except other screens and other languages, plus the public screens; each role gets the
 * screens it opens with everything they load, statically or not (the map and its worker for a load's page).
 * `onGroups` hands the result to the precache manifest, which holds the core only.
 */
export function offlineFiles(onGroups: (files: OfflineFiles) => void): Plugin {
  return {
    name: 'haulbase-offline-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file): file is Chunk => file.type === 'chunk' && file.isEntry);
      if (!entry) return;
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      // Files a chunk names by URL (maplibre's worker) count as its imports.
      const namedAssets = Object.values(bundle).filter((file) => file.type === 'asset' && /\.js$/.test(file.fileName));
      const routeOf = (chunk: Chunk) => {
        const id = chunk.facadeModuleId?.replace(/\?.*$/, '');
        const path = id ? relative(process.cwd(), id).replaceAll('\\', '/') : '';
        return path.startsWith(ROUTES_DIR) ? path.slice(ROUTES_DIR.length) : null;
      };

      const collect = (start: string, into: Set<string>, follow: (chunk: Chunk, dynamic: string) => boolean) => {
        const visit = (fileName: string) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          const chunk = chunks.get(fileName);
          if (!chunk) return;
          for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
          for (const asset of namedAssets) if (chunk.code.includes(asset.fileName)) into.add(asset.fileName);
          chunk.imports.forEach(visit);
          for (const dynamic of chunk.dynamicImports) if (follow(chunk, dynamic)) visit(dynamic);
        };
        visit(start);
        return into;
      };

      const isScreenOrLanguage = (fileName: string) => {
        const chunk = chunks.get(fileName);
        const route = chunk && routeOf(chunk);
        return (!!route && !isPublicRoute(route)) || (!!chunk?.facadeModuleId && localeOf(chunk.facadeModuleId) !== null);
      };
      const isPublicScreen = (chunk: Chunk) => isPublicRoute(routeOf(chunk) ?? '');
      // What the public screens load statically (the signed-out pages' layout, whose language menu comes on demand).
      const publicParts = new Set(
        [...chunks.values()].filter(isPublicScreen).flatMap((chunk) => [...collect(chunk.fileName, new Set(), () => false)]),
      );
      // The core loads what the entry and the public screens load, with their parts' on-demand modules, but not what
      // those load later (the map of a load's page is loaded by a module the entry loads on demand; it belongs to the
      // roles that open that page).
      const core = collect(
        entry.fileName,
        new Set(CORE_STATIC),
        (importer, dynamic) => (importer === entry || publicParts.has(importer.fileName)) && !isScreenOrLanguage(dynamic),
      );

      const roles = Object.fromEntries(ROLES.map((role) => [role, new Set<string>()])) as Record<Role, Set<string>>;
      const locales: Record<string, Set<string>> = {};
      const beyondScreen = (_importer: Chunk, dynamic: string) => !isScreenOrLanguage(dynamic);
      for (const chunk of chunks.values()) {
        if (core.has(chunk.fileName)) continue;
        const route = routeOf(chunk);
        const locale = chunk.facadeModuleId ? localeOf(chunk.facadeModuleId) : null;
        if (locale) collect(chunk.fileName, (locales[locale] ??= new Set()), beyondScreen);
        else if (route) for (const role of ROUTE_ROLES[route] ?? ROLES) collect(chunk.fileName, roles[role], beyondScreen);
      }
      // Whatever no screen reached (a module only the entry loads on demand) is kept for every role.
      const reached = new Set([...Object.values(roles), ...Object.values(locales)].flatMap((files) => [...files]));
      for (const chunk of chunks.values())
        if (chunk.isDynamicEntry && !core.has(chunk.fileName) && !reached.has(chunk.fileName))
          for (const role of ROLES) collect(chunk.fileName, roles[role], beyondScreen);

      const list = (files: Set<string>) => [...files].filter((file) => !core.has(file)).sort();
      const bytesOf = (fileName: string) => {
        const file = bundle[fileName];
        if (!file) return 0;
        return file.type === 'chunk'
          ? Buffer.byteLength(file.code)
          : typeof file.source === 'string'
            ? Buffer.byteLength(file.source)
            : file.source.length;
      };
      const groups: OfflineFiles = {
        core: [...core].sort(),
        roles: Object.fromEntries(ROLES.map((role) => [role, list(roles[role])])) as Record<Role, string[]>,
        locales: Object.fromEntries(Object.entries(locales).map(([locale, files]) => [locale, list(files)])),
        sizes: {},
      };
      for (const file of new Set([...Object.values(groups.roles), ...Object.values(groups.locales)].flat()))
        groups.sizes[file] = bytesOf(file);
      groups.core.push(OFFLINE_FILES_PATH);
      this.emitFile({ type: 'asset', fileName: OFFLINE_FILES_PATH, source: JSON.stringify(groups) });
      onGroups(groups);
    },
  };
}
