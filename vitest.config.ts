import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/** The packages Node loads in a unit or dom test worker get Preact too (decision 129); the server renders nothing. */
const PREACT_IN_NODE = ['--import', './tests/support/preact-alias.mjs'];

/**
 * The component tests that replace modules with vi.mock. They get a module graph of their own per file: in a shared
 * one, a module an earlier file imported keeps that file's mocks (a stop editor built with a mocked company picker).
 */
const componentTestsThatMock = readdirSync('src', { recursive: true })
  .map((name) => `src/${String(name)}`)
  .filter((path) => path.endsWith('.test.tsx') && readFileSync(path, 'utf8').includes('vi.mock('));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // The app renders with preact/compat (decision 129), in the tests as in the build: Vite's alias answers the
      // modules Vitest transforms, PREACT_IN_NODE the packages Node loads itself.
      alias: {
        // Its ES module build, which Vite transforms: the CommonJS one would require react-dom/test-utils.
        '@testing-library/react': fileURLToPath(
          new URL('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url),
        ),
      },
      // Vitest's default is one worker less than the cores: one worker on this 2-core machine (unit and dom took 102 s
      // instead of 63 s).
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          // Pure modules: no DOM to set up. A *.test.ts that needs one says so with `// @vitest-environment jsdom`.
          test: {
            name: 'unit',
            environment: 'node',
            execArgv: PREACT_IN_NODE,
            include: ['src/**/*.test.ts'],
            setupFiles: ['src/test-setup.ts'],
            testTimeout: 30_000,
            // Files share a worker's modules instead of importing them again each (38 s → 21 s, 68 → 36 CPU-seconds).
            // test-setup.ts resets what a file could leave behind; a file that mocks modules goes to dom-mocks.
            isolate: false,
          },
        },
        {
          extends: true,
          // Components that render.
          test: {
            name: 'dom',
            environment: 'jsdom',
            execArgv: PREACT_IN_NODE,
            include: ['src/**/*.test.tsx'],
            exclude: componentTestsThatMock,
            setupFiles: ['src/test-setup.ts'],
            testTimeout: 60_000,
            // As unit: one jsdom and one import of Mantine per worker, not per file (29 s → 8 s, 54 → 18 CPU-seconds).
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-mocks',
            environment: 'jsdom',
            execArgv: PREACT_IN_NODE,
            include: componentTestsThatMock,
            setupFiles: ['src/test-setup.ts'],
            testTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts'],
            testTimeout: 30_000,
            // A fresh database per file (PGlite template or a PostgreSQL database) can take minutes on a busy 2-core machine.
            hookTimeout: 240_000,
            // Every file imports the whole server; evaluating it once per worker instead of once per file saved about
            // a third of the suite's import time. The server keeps no state per module that a test reads (its caches
            // are per database handle or per app), and each file still gets its own database and app.
            isolate: false,
          },
        },
      ],
    },
  }),
);
