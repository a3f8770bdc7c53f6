import { createServer, type Plugin } from 'vite';
import { FIRST_PAINT_SCRIPT } from '../src/contract/first-paint';

const ENTRY = '/src/prerender/sign-in-page.tsx';
const ROOT = '<div id="root"></div>';
/** The splash shows, and the rendered page hides, when the first-paint script leaves the page to the client. */
const SPLASH_INSTEAD =
  'html:not([data-client-render]) #splash { display: none; } [data-client-render] #root[data-prerendered] { display: none; }';

/**
 * Renders the sign-in page to HTML at build time (decision 153) into `auth/login.html`: the built index.html with the
 * page's markup in #root, the first-paint script (src/contract/first-paint.ts) and the rules that show the splash
 * instead when that script marks the page for the client to draw. The server answers /auth/login with it; a phone
 * on a slow link sees the form before any script has run, and main.tsx hydrates it.
 *
 * The page is rendered by Vite's own module runner over this config (the same plugins: the router's code splitting,
 * Lingui's macros and catalogs, CSS modules), in a server without HTTP or file watching.
 */
export function prerenderSignIn(): Plugin {
  return {
    name: 'haulbase-prerender-sign-in',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return; // another build (the service worker's)
      const shell = String(index.source);
      const markup = await renderInViteServer();
      const html = [
        ['<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <script>${FIRST_PAINT_SCRIPT}</script>`],
        ['</style>', `  ${SPLASH_INSTEAD}\n    </style>`],
        [ROOT, `<div id="root" data-prerendered>${markup}</div>`],
      ].reduce((page, [target, replacement]) => {
        if (!page.includes(target!)) throw new Error(`the built index.html has no ${target} to render the sign-in page with`);
        return page.replace(target!, replacement!);
      }, shell);
      this.emitFile({ type: 'asset', fileName: 'auth/login.html', source: html });
    },
  };
}

async function renderInViteServer(): Promise<string> {
  const server = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    appType: 'custom',
    logLevel: 'warn',
  });
  try {
    const { renderSignInPage } = (await server.ssrLoadModule(ENTRY)) as { renderSignInPage: () => Promise<string> };
    return await renderSignInPage();
  } finally {
    await server.close();
  }
}
