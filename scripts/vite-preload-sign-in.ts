import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { sourcePath } from './source-path';

/** The route files whose screens a signed-out visitor sees first: the sign-in page in its layout. */
const SIGN_IN_ROUTES = ['src/routes/auth.tsx', 'src/routes/auth/login.tsx'];

type Chunk = Rolldown.OutputChunk;

/**
 * Adds to index.html a preload of the sign-in screen's code (decision 125). The router asks for a screen's chunks
 * only once the framework has run, so on a weak link the sign-in form waited a second round of downloads after
 * the first; preloaded, they arrive beside the framework. A signed-in visit fetches them too (~8 KB), but the same
 * files are in the offline core every device keeps anyway.
 */
export function preloadSignIn(): Plugin {
  return {
    name: 'haulbase-preload-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
        const routeFile = (chunk: Chunk) => sourcePath(chunk.facadeModuleId ?? '');
        const loadedByEntry = new Set<string>();
        const scripts = new Set<string>();
        const visit = (fileName: string, into: Set<string>) => {
          const chunk = chunks.get(fileName);
          if (!chunk || into.has(fileName)) return;
          into.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => into.add(css));
          chunk.imports.forEach((imported) => visit(imported, into));
        };
        for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName, loadedByEntry);
        for (const chunk of chunks.values())
          if (chunk.isDynamicEntry && SIGN_IN_ROUTES.includes(routeFile(chunk)) && /tsr-split/.test(chunk.facadeModuleId ?? ''))
            visit(chunk.fileName, scripts);
        if (scripts.size === 0) throw new Error(`no screen chunk found for ${SIGN_IN_ROUTES.join(', ')}`);
        return [...scripts]
          .filter((file) => !loadedByEntry.has(file))
          .sort()
          .map((file): HtmlTagDescriptor => {
            // crossorigin on both: Vite's loader asks for a screen's stylesheet in cors mode, and a preload in another
            // mode goes unused (Chromium warns and fetches the file again).
            const attrs = file.endsWith('.css') ? { rel: 'preload', as: 'style' } : { rel: 'modulepreload' };
            return { tag: 'link', attrs: { ...attrs, crossorigin: '', href: `/${file}` }, injectTo: 'head' };
          });
      },
    },
  };
}
