// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { LANG_STORAGE_KEY, normalizeStoredLocale, readStoredLanguage, SUPPORTED_LOCALES } from './locales';

describe('normalizeStoredLocale (spec 1 §4)', () => {
  it.each(['en', 'fr', 'es', 'de', 'ja', 'zh'])('keeps %s', (code) =>
    expect(normalizeStoredLocale(code)).toEqual({ locale: code, changed: false, reload: false }),
  );

  it('turns fr-FR into fr and es-ES into es, each with a reload', () => {
    expect(normalizeStoredLocale('fr-FR')).toEqual({ locale: 'fr', changed: true, reload: true });
    expect(normalizeStoredLocale('es-ES')).toEqual({ locale: 'es', changed: true, reload: true });
  });

  it.each(['it', 'de-DE', 'EN', '', 'zh-CN'])('resets %j to en without a reload', (value) =>
    expect(normalizeStoredLocale(value)).toEqual({ locale: 'en', changed: true, reload: false }),
  );

  it('uses en when nothing is stored', () => expect(normalizeStoredLocale(null)).toEqual({ locale: 'en', changed: false, reload: false }));

  it('offers all six languages', () => expect(SUPPORTED_LOCALES.map((l) => l.code)).toEqual(['en', 'fr', 'es', 'de', 'ja', 'zh']));
});

describe('readStoredLanguage', () => {
  it('reads selectedLang from i18nConfig', () => {
    localStorage.setItem(LANG_STORAGE_KEY, JSON.stringify({ selectedLang: 'fr-FR' }));
    expect(readStoredLanguage()).toBe('fr-FR');
  });
  it('treats unreadable JSON as an unknown language', () => {
    localStorage.setItem(LANG_STORAGE_KEY, '{oops');
    expect(normalizeStoredLocale(readStoredLanguage()).locale).toBe('en');
  });
});
