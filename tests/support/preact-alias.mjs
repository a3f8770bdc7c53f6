// The app renders with preact/compat (decision 129). Vite's alias reaches the modules Vitest transforms; this hook
// gives the same answer to the packages Node itself loads in a test worker, so a test renders with the runtime the
// build ships. Loaded with `--import` (vitest.config.ts).
//
// One copy of Preact: a CommonJS `require('react')` (use-sync-external-store, react-textarea-autosize) gets Preact's
// ES modules too (Node ≥ 20.19 requires ES modules); a second, CommonJS copy would keep its hook state apart.
import { readFileSync } from 'node:fs';
import Module, { register } from 'node:module';
import { fileURLToPath, URL } from 'node:url';

const ALIASES = JSON.parse(readFileSync(new URL('../../scripts/preact-aliases.json', import.meta.url), 'utf8'));
const PREACT = ['preact', 'preact/hooks', 'preact/compat', 'preact/compat/client', 'preact/jsx-runtime', 'preact/test-utils'];
const esmFile = (specifier) => fileURLToPath(import.meta.resolve(specifier));
const requireAs = new Map([
  ...Object.entries(ALIASES).map(([from, to]) => [from, esmFile(to)]),
  ...PREACT.map((specifier) => [specifier, esmFile(specifier)]),
]);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return requireAs.get(request) ?? resolveFilename.call(this, request, ...rest);
};

register('./preact-alias-hooks.mjs', { parentURL: import.meta.url, data: ALIASES });
