/**
 * What `npm start` builds before it serves (plain JavaScript: it runs before anything is built, without tsx):
 * the web app (dist/) and the server bundle (dist-server/, decision 122), each only when missing or older than its
 * sources, so a fresh `npm install && npm start` works and nobody runs a stale server or app.
 * `node scripts/build-if-stale.mjs` does the same and exits.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, serverBundleStale } from './build-server.mjs';

const webSources = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Builds the web app when dist/ is missing or older than any of its sources. */
export function buildWebIfStale() {
  const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  if (!webSources.some((source) => newestMtime(source) > builtAt)) return;
  console.info('Building the web app (dist/ is missing or older than its sources)…');
  const result = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Builds the server bundle when it is missing or older than any file it was built from. */
export async function buildServerIfStale() {
  if (!serverBundleStale()) return;
  console.info('Building the server (dist-server/ is missing or older than its sources)…');
  await buildServer();
}

export async function buildIfStale() {
  buildWebIfStale();
  await buildServerIfStale();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildIfStale();
