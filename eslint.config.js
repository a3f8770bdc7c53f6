import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The server may import only src/contract and src/shared from the web app (by alias too: '@/' is the web app's). */
const SERVER_BASE = {
  group: ['@/features/*', '@/lib/*', '@/routes/*'],
  message: 'The server may import only src/contract and src/shared.',
};

const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Who may import whom, by the file an import resolves to (relative paths and aliases alike). Decision 170.
 * - the server runs none of the web app's own code: only src/contract and src/shared;
 * - src/shared (code both sides run) and src/contract depend on neither side;
 * - a feature never reaches into another feature (one zone per feature), and lib never into a feature.
 */
export const BOUNDARY_ZONES = [
  {
    target: './server',
    from: ['./src/lib', './src/features', './src/routes'],
    message: 'The server may import only src/contract and src/shared: move code both sides run to src/shared.',
  },
  {
    target: ['./src/shared', './src/contract'],
    from: ['./src/lib', './src/features', './src/routes', './server'],
    message: 'src/shared and src/contract are run by both sides and depend on neither.',
  },
  {
    target: './src/lib',
    from: ['./src/features', './src/routes'],
    message: 'lib is cross-cutting: it imports no feature and no route.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never reaches into another feature: compose them in a route, share code via src/lib or src/contract.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '.tmp',
      'dist',
      'dist-server',
      'node_modules',
      'src/route-tree.gen.ts',
      'src/locales',
      'server/db/migrations',
      'test-results',
      'playwright-report',
      'dev-dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The plain JavaScript that `npm start` runs before anything is built (decision 122).
    files: ['scripts/*.mjs', 'bench/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // Node's globals by default (server, tests, scripts, bench, config); the web app and the worker below.
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Each runtime sees its own globals (decision 171): `process` in a component or `window` on the server is an error.
  { files: ['src/**/*.{ts,tsx}'], languageOptions: { globals: globals.browser } },
  // Unit and component tests run in Node (Vitest), beside the code they test.
  { files: ['src/**/*.test.{ts,tsx}', 'src/test-setup.ts'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  // Both sides run src/shared and src/contract: only what both have (the ECMAScript built-ins, fetch-free).
  { files: ['src/shared/**/*.ts', 'src/contract/**/*.ts'], ignores: ['**/*.test.ts'], languageOptions: { globals: {} } },
  { files: ['sw/**/*.ts'], languageOptions: { globals: globals.serviceworker } },
  {
    // No module reaches itself through its imports (issue 18): a cycle makes evaluation order decide what a module
    // sees at start. Type-only imports are erased, so they cannot form one.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        // The four projects of tsconfig.json's references (decision 171), one alias map.
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.server.json', 'tsconfig.sw.json', 'tsconfig.tools.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARY_ZONES }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Lingui's global i18n holds one language for the whole process: code the server runs takes the language as an argument.
    files: ['src/shared/**/*.ts', 'src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '@lingui/core', '@lingui/react'],
              message: 'src/shared and src/contract import relative paths and no global i18n.',
            },
          ],
        },
      ],
    },
  },
  // Server layers (issue 18): routes wire HTTP to services and query no tables; services hold the rules with no HTTP
  // in them; db/ is the schema and the connection only (the seed lives in server/seed/ beside the services it uses).
  // Each block repeats the base pattern because a later no-restricted-imports replaces an earlier one.
  { files: ['server/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_BASE] }] } },
  {
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_BASE,
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '../db/schema', '../db/schema-*'],
              message: 'Routes query no tables: put the query in a service.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_BASE,
            {
              group: [
                'hono',
                'hono/*',
                '@hono/*',
                '../http/*',
                '!../http/input-text',
                '!../http/after-response',
                '../routes/*',
                '../seed/*',
              ],
              message: 'Services import no HTTP (Hono, server/http) and no routes or seed.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_BASE,
            { group: ['../services/*', '../routes/*', '../http/*', '../seed/*'], message: 'db/ holds the schema and the connection only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_BASE,
            { group: ['../routes/*', '../seed/*'], message: 'server/http is middleware and readers: no routes, no seed.' },
          ],
        },
      ],
    },
  },
);
