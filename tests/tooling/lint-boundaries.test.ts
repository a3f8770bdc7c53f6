import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Each boundary rule of eslint.config.js fires on a file that breaks it (decision 170). The fixtures are linted as
 * text under the path they pretend to have, so they never sit in the tree that `npm run lint` checks.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const FIXTURES: { name: string; path: string; code: string; rule: string }[] = [
  {
    name: 'the server imports src/lib by a relative path',
    path: 'server/services/fixture.ts',
    code: "import { csvCell } from '../../src/lib/export/csv-writer';\nexport const x = csvCell;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the server imports a feature by a relative path',
    path: 'server/routes/fixture.ts',
    code: "import { loadKeys } from '../../src/features/loads/api';\nexport const x = loadKeys;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the server imports a route file',
    path: 'server/fixture.ts',
    code: "import { Route } from '../src/routes/__root';\nexport const x = Route;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the server imports src/lib by the alias',
    path: 'server/services/fixture.ts',
    code: "import { csvCell } from '@/lib/export/csv-writer';\nexport const x = csvCell;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a feature imports a sibling feature with ../',
    path: 'src/features/billing/fixture.ts',
    code: "import { shipmentKeys } from '../shipment/api';\nexport const x = shipmentKeys;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a nested feature file imports another feature with ../../',
    path: 'src/features/loads/print/fixture.ts',
    code: "import { shipmentKeys } from '../../shipment/api';\nexport const x = shipmentKeys;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a feature imports another feature by the alias',
    path: 'src/features/partners/fixture.ts',
    code: "import { shipmentKeys } from '@/features/shipment/api';\nexport const x = shipmentKeys;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'lib imports a feature',
    path: 'src/lib/fixture.ts',
    code: "import { shipmentKeys } from '../features/shipment/api';\nexport const x = shipmentKeys;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'shared code imports lib',
    path: 'src/shared/fixture.ts',
    code: "import { createCsvWriter } from '../lib/export/csv-writer';\nexport const x = createCsvWriter;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: "shared code imports Lingui's global i18n",
    path: 'src/shared/fixture.ts',
    code: "import { i18n } from '@lingui/core';\nexport const x = i18n;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'the contract imports the server',
    path: 'src/contract/fixture.ts',
    code: "import { EXPORT_BATCH } from '../../server/services/loads-export';\nexport const x = EXPORT_BATCH;\n",
    rule: 'import-x/no-restricted-paths',
  },
];

// The first lint loads ESLint's plugins and the TypeScript resolver: many seconds on a busy machine.
describe('lint boundaries', { timeout: 180_000 }, () => {
  it.each(FIXTURES)('refuses: $name', async ({ path, code, rule }) => {
    expect(await ruleIds(path, code)).toContain(rule);
  });

  it('lets a feature import its own files, lib, shared and the contract', async () => {
    const code = [
      "import { shipmentKeys } from './api';",
      "import { createCsvWriter } from '@/lib/export/csv-writer';",
      "import { csvCell } from '@/shared/export/csv';",
      "import { EMAIL_MAX } from '@/contract/fields';",
      'export const x = [shipmentKeys, createCsvWriter, csvCell, EMAIL_MAX];',
      '',
    ].join('\n');
    expect(await ruleIds('src/features/shipment/fixture.ts', code)).not.toContain('import-x/no-restricted-paths');
  });

  it('lets the server import the contract and shared code', async () => {
    const code = "import { csvCell } from '../../src/shared/export/csv';\nexport const x = csvCell;\n";
    expect(await ruleIds('server/services/fixture.ts', code)).toEqual([]);
  });
});
