import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The server may import only src/contract from the web app. */
const SERVER_BASE = {
  group: ['@/features/*', '@/lib/*', '../src/features/*', '../../src/features/*'],
  message: 'The server may import only src/contract.',
};

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
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // No module reaches itself through its imports (issue 18): a cycle makes evaluation order decide what a module
    // sees at start. Type-only imports are erased, so they cannot form one.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
    // A feature never reaches into another feature; lib and contract never depend on features.
    files: ['src/features/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '../../features/*', '../features/*'],
              message: 'Import another feature only through routes; share code via src/lib or src/contract.',
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
