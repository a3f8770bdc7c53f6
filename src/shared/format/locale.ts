/** The Intl locale of each app language: English dates read MM/DD/YYYY hh:mm A as spec 1 §9 says. */
const INTL_LOCALES: Record<string, string> = { en: 'en-US', fr: 'fr-FR', es: 'es-ES', de: 'de-DE', ja: 'ja-JP', zh: 'zh-CN' };

let activeLanguage: () => string | undefined = () => undefined;

/**
 * Where a format without an explicit `language` takes it from. The web app points it at Lingui's active language
 * (lib/i18n/i18n.ts); the server never does: it serves many languages at once and always passes the request's.
 */
export function setActiveLanguageSource(source: () => string | undefined): void {
  activeLanguage = source;
}

/** The Intl locale of `language`, or of the active language (en-US when none is active yet). */
export function intlLocale(language: string | undefined = activeLanguage()): string {
  return INTL_LOCALES[language ?? ''] ?? (language || 'en-US');
}
