import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Each runtime's tsconfig knows only its own globals (decision 171): a fixture that uses another runtime's global fails
 * to compile with that project's options. Only the fixture is checked (with the project's libs and types), so this
 * takes seconds, not a whole `tsc -b`.
 */
const dir = mkdtempSync(join(tmpdir(), 'runtime-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function errorsUnder(project: string, code: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(resolve(project), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error(`cannot read ${project}`);
  const file = join(dir, `${project}.fixture.ts`);
  writeFileSync(file, `${code}\nexport {};\n`);
  const program = ts.createProgram([file], { ...config.options, noEmit: true, incremental: false, tsBuildInfoFile: undefined });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === file)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

// Each check loads a runtime's declarations (@types/node, lib.dom) afresh: seconds each, more on a busy machine.
describe('one tsconfig per runtime', { timeout: 180_000 }, () => {
  it('refuses `window` and `document` in a server file', () => {
    expect(errorsUnder('tsconfig.server.json', 'export const w = window.location.href;')).toContainEqual(
      expect.stringContaining("Cannot find name 'window'"),
    );
    expect(errorsUnder('tsconfig.server.json', 'export const d = document.title;')).toContainEqual(
      expect.stringContaining("Cannot find name 'document'"),
    );
  });

  it('refuses `process` and `Buffer` in a component', () => {
    expect(errorsUnder('tsconfig.app.json', 'export const env = process.env.NODE_ENV;')).toContainEqual(
      expect.stringContaining("Cannot find name 'process'"),
    );
    expect(errorsUnder('tsconfig.app.json', "export const b = Buffer.from('x');")).toContainEqual(
      expect.stringContaining("Cannot find name 'Buffer'"),
    );
  });

  it('refuses `document` and `process` in the service worker', () => {
    const errors = errorsUnder('tsconfig.sw.json', 'export const x = [document.title, process.env.X];');
    expect(errors).toContainEqual(expect.stringContaining("Cannot find name 'document'"));
    expect(errors).toContainEqual(expect.stringContaining("Cannot find name 'process'"));
  });

  it('lets each runtime use its own globals', () => {
    expect(errorsUnder('tsconfig.server.json', 'export const env = process.env.NODE_ENV;')).toEqual([]);
    expect(errorsUnder('tsconfig.app.json', 'export const w = window.location.href;')).toEqual([]);
    expect(
      errorsUnder('tsconfig.sw.json', 'declare const self: ServiceWorkerGlobalScope;\nexport const s = self.registration.scope;'),
    ).toEqual([]);
  });
});
