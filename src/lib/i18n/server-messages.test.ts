import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messageCatalogue } from '@/contract/messages';
import { SERVER_MESSAGES } from './server-messages';

// Every module that defines messages: the contract and the server (decision 120).
import.meta.glob(['/src/contract/*.ts', '/server/{services,http,routes}/*.ts', '!**/*.test.ts'], { eager: true });

const LANGUAGES = ['en', 'fr', 'es', 'de', 'ja', 'zh'] as const;

/**
 * The spec's wire text says "Required"; the app writes it in sentence case. These ids may differ from the contract
 * in letter case only.
 */
const SENTENCE_CASE = new Set(['email_required', 'password_required', 'label_required']);

/** A Lingui message as it reads: ICU quotes with an apostrophe (`'{ x }'` is a literal brace, `''` an apostrophe). */
const asRead = (message: string) => message.replace(/''|'([{}][^']*)'/g, (_quote, literal?: string) => literal ?? "'");

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

  it('writes each entry with the English of its contract message', () => {
    const drift = [...messageCatalogue()].flatMap(([id, text]) => {
      const message = SERVER_MESSAGES[id]?.message;
      // a spec key (`Please_Select_a_Mode`) is sent as its own text; the entry gives its reading
      if (message === undefined || text === id) return [];
      const client = asRead(message);
      const same = SENTENCE_CASE.has(id) ? client.toLowerCase() === text.toLowerCase() : client === text;
      return same ? [] : [`${id}: contract "${text}", client "${client}"`];
    });
    expect(drift).toEqual([]);
  });

  it.each(LANGUAGES)('translates every message id in %s', (language) => {
    const entries = catalog(language);
    expect(ids.filter((id) => !entries.get(id))).toEqual([]);
  });
});
