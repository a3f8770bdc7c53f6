import { i18n, type Messages } from '@lingui/core';
import { messages as enMessages } from '@/locales/en/messages.po';
import { setActiveLanguageSource } from '@/shared/format/locale';
import { DEFAULT_LOCALE, normalizeStoredLocale, readStoredLanguage, storeLanguage, type Locale } from './locales';

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * Two catalogs per language (lingui.config.ts): `messages` (shell, sign-in, account, shared) and `signed-in` (the
 * screens behind sign-in). English `messages` ships in the entry chunk; the rest is compiled by the Lingui vite
 * plugin and loaded on demand, the `signed-in` part only once the signed-in layout asks for it.
 */
const catalogs: Record<Exclude<Locale, 'en'>, Catalog> = {
  fr: () => import('@/locales/fr/messages.po'),
  es: () => import('@/locales/es/messages.po'),
  de: () => import('@/locales/de/messages.po'),
  ja: () => import('@/locales/ja/messages.po'),
  zh: () => import('@/locales/zh/messages.po'),
};
const signedInCatalogs: Record<Locale, Catalog> = {
  en: () => import('@/locales/en/signed-in.po'),
  fr: () => import('@/locales/fr/signed-in.po'),
  es: () => import('@/locales/es/signed-in.po'),
  de: () => import('@/locales/de/signed-in.po'),
  ja: () => import('@/locales/ja/signed-in.po'),
  zh: () => import('@/locales/zh/signed-in.po'),
};

i18n.load('en', enMessages);
// Dates and money without an explicit language are written in the active one.
setActiveLanguageSource(() => i18n.locale);

const loaded = new Set<string>(['en/messages']);
let signedInWanted = false;

async function loadPart(locale: Locale, part: 'messages' | 'signed-in'): Promise<void> {
  const key = `${locale}/${part}`;
  if (loaded.has(key)) return;
  const load = part === 'signed-in' ? signedInCatalogs[locale] : catalogs[locale as Exclude<Locale, 'en'>];
  const { messages } = await load();
  // i18n.load merges into what the locale already has.
  i18n.load(locale, messages);
  loaded.add(key);
}

async function loadCatalog(locale: Locale): Promise<void> {
  await Promise.all([loadPart(locale, 'messages'), signedInWanted ? loadPart(locale, 'signed-in') : undefined]);
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

/** The signed-in layout waits for this before its first render: the messages of the screens behind sign-in. */
export async function loadSignedInMessages(): Promise<void> {
  signedInWanted = true;
  const locale = (i18n.locale || DEFAULT_LOCALE) as Locale;
  try {
    await Promise.all([loadPart(DEFAULT_LOCALE, 'signed-in'), locale === DEFAULT_LOCALE ? undefined : loadPart(locale, 'signed-in')]);
  } catch (error) {
    console.error('Could not load the signed-in messages', error);
  }
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
