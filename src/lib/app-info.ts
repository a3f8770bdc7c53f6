declare const __APP_VERSION__: string | undefined;
declare const __BUILD_TIME__: string | undefined;

/**
 * Shown in the footer (spec 1 §1): package.json's version and the instant the bundle was built, written in by the
 * build (vite.config.ts `define`; issue 38 §6). Outside a Vite build (a bare node script) they read "dev" and none.
 */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
export const BUILD_TIME: string | null = typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : null;
