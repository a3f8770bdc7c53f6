import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from './locales';

/** msgid → msgstr of a .po file (single-line and continued strings). */
function readPo(path: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const block of readFileSync(path, 'utf8').split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((line) => !line.startsWith('#'));
    let field: 'msgid' | 'msgstr' | null = null;
    const value = { msgid: '', msgstr: '' };
    for (const line of lines) {
      const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
      if (start) {
        field = start[1] as 'msgid' | 'msgstr';
        value[field] = start[2];
      } else if (field && /^".*"$/.test(line)) value[field] += line.slice(1, -1);
    }
    if (value.msgid) entries.set(value.msgid, value.msgstr);
  }
  return entries;
}

const catalogPath = (locale: string, catalog: string) => join(process.cwd(), 'src', 'locales', locale, `${catalog}.po`);

describe.each(['messages', 'signed-in'])('the %s catalogs', (catalog) => {
  const english = readPo(catalogPath('en', catalog));

  it.each(SUPPORTED_LOCALES.map((l) => l.code).filter((code) => code !== 'en'))('are complete in %s', (locale) => {
    const translated = readPo(catalogPath(locale, catalog));
    expect([...english.keys()].filter((id) => !translated.get(id))).toEqual([]);
  });
});
