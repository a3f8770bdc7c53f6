import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/** The packages Node loads in a unit or dom test worker get Preact too (decision 129); the server renders nothing. */
const PREACT_IN_NODE = ['--import', './tests/support/preact-alias.mjs'];

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
