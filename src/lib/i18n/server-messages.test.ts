import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messageCatalogue } from '@/contract/messages';
import { SERVER_MESSAGES } from './server-messages';

// Every module that defines messages: the contract and the server (decision 120).
import.meta.glob(['/src/contract/*.ts', '/server/{services,http,routes}/*.ts', '!**/*.test.ts'], { eager: true });

const LANGUAGES = ['en', 'fr', 'es', 'de', 'ja', 'zh'] as const;

/** msgid → msgstr of one catalog (single-line entries, as lingui writes them). */
function catalog(language: string): Map<string, string> {
  const text = readFileSync(`src/locales/${language}/messages.po`, 'utf8');
  return new Map([...text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)].map((m) => [m[1], m[2]]));
}

describe('the catalogue of server messages (decision 120)', () => {
  const ids = [...messageCatalogue().keys()];

  it('finds the messages of the contract and the server', () => {
    expect(ids.length).toBeGreaterThan(100);
  });

  it('has an entry for every message id', () => {
    expect(ids.filter((id) => !SERVER_MESSAGES[id])).toEqual([]);
  });

  it.each(LANGUAGES)('translates every message id in %s', (language) => {
    const entries = catalog(language);
    expect(ids.filter((id) => !entries.get(id))).toEqual([]);
  });
});
