import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { OfflineFiles } from './src/lib/pwa/offline-files';
import { firstLoadChunks } from './scripts/vite-first-load-chunks';
import { brotliFiles } from './scripts/vite-brotli';
import { offlineFiles } from './scripts/vite-offline-files';
import { prerenderSignIn } from './scripts/vite-prerender-sign-in';

const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
/** The receiver's tracking page (issue 41, decision 168): its own entry, none of the app's chunks. */
const SHARE_PAGE = fileURLToPath(new URL('./share.html', import.meta.url));
const SHARE_ENTRY = fileURLToPath(new URL('./src/share/main.ts', import.meta.url));

/**
 * The footer's version and build time (issue 38 §6), from package.json and the build's clock (SOURCE_DATE_EPOCH, in
 * seconds, when a reproducible build sets it).
 */
const APP_VERSION = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;
const BUILD_TIME = new Date(process.env.SOURCE_DATE_EPOCH ? Number(process.env.SOURCE_DATE_EPOCH) * 1000 : Date.now()).toISOString();

/** The offline groups of this build (decision 075): the precache holds the core, the page fetches the rest by role. */
let offlineGroups: OfflineFiles | undefined;

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION), __BUILD_TIME__: JSON.stringify(BUILD_TIME) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Mantine's toast store alone: through the package's index, the toasts' host (and its transitions) would load
      // with the first page instead of with the first toast (decision 125).
      '@mantine/notifications/store': fileURLToPath(
        new URL('./node_modules/@mantine/notifications/esm/notifications.store.mjs', import.meta.url),
      ),
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    offlineFiles((groups) => (offlineGroups = groups)),
    prerenderSignIn(),
    brotliFiles(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The icons serve installing the app; offline it needs none of them (decision 075).
      includeManifestIcons: false,
      manifest: {
        name: 'Haulbase',
        short_name: 'Haulbase',
        description: 'Freight marketplace back office and field portal',
        theme_color: '#17c191',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        id: '/',
        scope: '/',
        orientation: 'any',
        categories: ['business', 'productivity'],
        // PNGs rendered from favicon.svg by scripts/make-icons.ts: every size the platforms ask for, and maskable ones
        // with the logo inside the safe zone.
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          ...[48, 72, 96, 128, 144, 152, 192, 256, 384, 512].map((size) => ({
            src: `/icons/icon-${size}.png`,
            sizes: `${size}x${size}`,
            type: 'image/png',
            purpose: 'any',
          })),
          ...[192, 512].map((size) => ({
            src: `/icons/maskable-${size}.png`,
            sizes: `${size}x${size}`,
            type: 'image/png',
            purpose: 'maskable',
          })),
        ],
      },
      // The core only (the shell and the sign-in pages); each role's screens are fetched later, while the link is idle.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,json,webmanifest}'],
        maximumFileSizeToCacheInBytes: 5_000_000,
        manifestTransforms: [
          (entries) => {
            if (!offlineGroups) throw new Error('the offline file groups were not built');
            const core = new Set(offlineGroups.core);
            return { manifest: entries.filter((entry) => core.has(entry.url)), warnings: [] };
          },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), share: SHARE_PAGE },
      output: {
        codeSplitting: {
          groups: firstLoadChunks(ENTRY, SHARE_ENTRY),
        },
      },
    },
  },
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080', '/token': 'http://127.0.0.1:8080', '/FreightClass': 'http://127.0.0.1:8080' },
  },
});
