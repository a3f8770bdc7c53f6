import { i18n, type Messages } from '@lingui/core';
import { messages as enMessages } from '@/locales/en/messages.po';
import { DEFAULT_LOCALE, normalizeStoredLocale, readStoredLanguage, storeLanguage, type Locale } from './locales';

/** English ships in the entry chunk; the other catalogs are compiled by the Lingui vite plugin and loaded on demand. */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  fr: () => import('@/locales/fr/messages.po'),
  es: () => import('@/locales/es/messages.po'),
  de: () => import('@/locales/de/messages.po'),
  ja: () => import('@/locales/ja/messages.po'),
  zh: () => import('@/locales/zh/messages.po'),
};

i18n.load('en', enMessages);

async function loadCatalog(locale: Locale): Promise<void> {
  if (locale === 'en') return;
  const { messages } = await loaders[locale]();
  i18n.load(locale, messages);
}

function applyToDocument(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Loads the catalog of `locale`, activates it and remembers the choice in localStorage `i18nConfig`. */
export async function activateLocale(locale: Locale): Promise<void> {
  try {
    await loadCatalog(locale);
  } catch (error) {
    console.error('Could not load the catalog, staying in English', error);
    locale = DEFAULT_LOCALE;
  }
  storeLanguage(locale);
  i18n.activate(locale);
  applyToDocument(locale);
}

/**
 * Activates English at once (so the first render never waits), then the stored language.
 * Returns false when a legacy value (fr-FR, es-ES) was rewritten and the page is reloading (spec 1 §4).
 */
export async function initI18n(): Promise<boolean> {
  if (!i18n.locale) {
    i18n.activate(DEFAULT_LOCALE);
    applyToDocument(DEFAULT_LOCALE);
  }
  const { locale, changed, reload } = normalizeStoredLocale(readStoredLanguage());
  if (changed) storeLanguage(locale);
  if (reload) {
    window.location.reload();
    return false;
  }
  if (locale !== i18n.locale) await activateLocale(locale);
  return true;
}

export { i18n };
