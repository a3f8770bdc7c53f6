import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config';

/** The app's test files that replace modules with vi.mock. */
const testFilesThatMock = readdirSync('src', { recursive: true })
  .map((name) => `src/${String(name)}`)
  .filter((path) => /\.test\.tsx?$/.test(path) && readFileSync(path, 'utf8').includes('vi.mock('));

/**
 * The app's tests of one kind, as one project whose files share a worker's modules instead of importing them again
 * each (unit 38 s → 21 s, components 29 s → 8 s; test-setup.ts resets what a file could leave behind), and a
 * `<name>-mocks` project for the files that mock modules: those get a module graph of their own per file, since in a
 * shared one a module an earlier file imported keeps that file's mocks (a stop editor built with a mocked company
 * picker).
 */
function appTestProjects(
  name: string,
  environment: 'node' | 'jsdom',
  pattern: string,
  testTimeout: number,
): TestProjectInlineConfiguration[] {
  const extension = pattern.slice(pattern.lastIndexOf('.'));
  const mocking = testFilesThatMock.filter((path) => path.endsWith(extension));
  const test = { environment, setupFiles: ['src/test-setup.ts'], testTimeout };
  const shared: TestProjectInlineConfiguration = {
    extends: true,
    test: { ...test, name, include: [pattern], exclude: mocking, isolate: false },
  };
  const isolated: TestProjectInlineConfiguration = { extends: true, test: { ...test, name: `${name}-mocks`, include: mocking } };
  return mocking.length > 0 ? [shared, isolated] : [shared];
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest's default is one worker less than the cores: one worker on this 2-core machine (unit and dom took 102 s
      // instead of 63 s).
      maxWorkers: 2,
      projects: [
        // Pure modules: no DOM to set up. A *.test.ts that needs one says so with `// @vitest-environment jsdom`.
        ...appTestProjects('unit', 'node', 'src/**/*.test.ts', 30_000),
        // Components that render.
        ...appTestProjects('dom', 'jsdom', 'src/**/*.test.tsx', 60_000),
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
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
