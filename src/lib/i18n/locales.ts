/** The six interface languages (ARCHITECTURE.md, issue 2: all six are selectable). Native names are not translated. */
export const SUPPORTED_LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'de', name: 'Deutsch' },
  { code: 'ja', name: '日本語' },
  { code: 'zh', name: '中文' },
] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number]['code'];

export const DEFAULT_LOCALE: Locale = 'en';

/** localStorage key holding `{ "selectedLang": "<locale>" }` (the legacy app's shape). */
export const LANG_STORAGE_KEY = 'i18nConfig';

const LEGACY_ALIASES: Record<string, Locale> = { 'fr-FR': 'fr', 'es-ES': 'es' };

export function isLocale(value: unknown): value is Locale {
  return SUPPORTED_LOCALES.some((l) => l.code === value);
}

export type NormalizedLocale = {
  locale: Locale;
  /** The stored value differs from `locale` and must be rewritten. */
  changed: boolean;
  /** Spec 1 §4: a legacy fr-FR / es-ES value is rewritten and the page reloads. */
  reload: boolean;
};

/**
 * Spec 1 §4: stored fr-FR becomes fr and es-ES becomes es, each followed by a reload; anything outside the
 * supported codes (and those two aliases) resets to en. Missing means en without a rewrite.
 */
export function normalizeStoredLocale(selected: string | null | undefined): NormalizedLocale {
  if (selected === null || selected === undefined) return { locale: DEFAULT_LOCALE, changed: false, reload: false };
  if (isLocale(selected)) return { locale: selected, changed: false, reload: false };
  const alias = LEGACY_ALIASES[selected];
  if (alias) return { locale: alias, changed: true, reload: true };
  return { locale: DEFAULT_LOCALE, changed: true, reload: false };
}

/** The raw selectedLang of `i18nConfig`; an unreadable value counts as an unknown language. */
export function readStoredLanguage(): string | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as { selectedLang?: unknown } | null;
    const selected = parsed?.selectedLang;
    return typeof selected === 'string' ? selected : '';
  } catch {
    return '';
  }
}

export function storeLanguage(locale: Locale): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, JSON.stringify({ selectedLang: locale }));
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
}
