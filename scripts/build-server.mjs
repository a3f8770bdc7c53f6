/**
 * Bundles the server (server/main.ts and everything it imports from server/ and src/) into one JavaScript file,
 * dist-server/main.mjs, so that `npm start` runs plain node instead of transpiling ~150 TypeScript modules through
 * tsx's loader hooks on every start (decision 122). The packages it uses are bundled too (resolving and loading
 * hundreds of their files cost ~0.5 s of CPU per start), except those in EXTERNAL. `node scripts/build-server.mjs`
 * builds it; `npm run build` does too.
 *
 * The bundle sits one directory below the project root like server/root.ts, so paths built from ROOT hold in both.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(root, 'dist-server');
export const SERVER_BUNDLE = join(OUT_DIR, 'main.mjs');
const INPUTS = join(OUT_DIR, 'inputs.json');
/**
 * Packages loaded from node_modules at run time: PGlite finds its WebAssembly and data files next to its own module;
 * pino starts its transports (pino-pretty on a terminal) from files next to its own; pdfkit reads its font metrics
 * (data/*.afm) next to its own; the rest are imported only
 * when needed (S3, the city list, the seed's) or not at all (pg-native, tsx for the seed CLI).
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  'pdfkit',
  '@aws-sdk/*',
  'country-state-city',
  '@faker-js/faker',
  'pino',
  'pino-pretty',
  'pg-native',
  'tsx',
];
/** Besides the bundle's own inputs: what else changes its output. */
const ALSO = ['scripts/build-server.mjs', 'package.json', 'package-lock.json'];

function mtime(path) {
  try {
    return statSync(join(root, path)).mtimeMs;
  } catch {
    return Infinity; // an input that is gone: rebuild
  }
}

/** True when the bundle is missing or older than any file it was built from. */
export function serverBundleStale() {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(INPUTS)) return true;
  const builtAt = statSync(SERVER_BUNDLE).mtimeMs;
  const inputs = [...JSON.parse(readFileSync(INPUTS, 'utf8')), ...ALSO];
  return inputs.some((path) => mtime(path) > builtAt);
}

/**
 * Builds dist-server/: main.mjs and the chunks of what the server imports only when needed (the seed, split so that
 * the `import` statements of its packages do not run at every start). Chunks are named by their content
 * and written first, main.mjs last under a temporary name then renamed: a concurrent start never reads half a
 * bundle. Chunks no longer referenced are removed.
 */
export async function buildServer() {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // Bundled CommonJS packages call require() (node's built-in modules); an ES module has none of its own.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    write: false,
    metafile: true,
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunk-[hash]',
  });
  mkdirSync(OUT_DIR, { recursive: true });
  const written = new Set(result.outputFiles.map((file) => basename(file.path)));
  const last = [];
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    if (file.path.startsWith(SERVER_BUNDLE)) last.push([temporary, file.path]);
    else renameSync(temporary, file.path);
  }
  writeFileSync(`${INPUTS}.${process.pid}.tmp`, JSON.stringify(Object.keys(result.metafile.inputs).sort()));
  last.push([`${INPUTS}.${process.pid}.tmp`, INPUTS]);
  for (const [from, to] of last.sort(([, a]) => (a === SERVER_BUNDLE ? 1 : -1))) renameSync(from, to);
  for (const name of readdirSync(OUT_DIR))
    if (/^chunk-.*\.mjs(\.map)?$/.test(name) && !written.has(name)) rmSync(join(OUT_DIR, name), { force: true });
  return relative(root, SERVER_BUNDLE);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const bundle = await buildServer();
  console.info(`${bundle} built in ${Math.round(performance.now() - started)} ms`);
}
