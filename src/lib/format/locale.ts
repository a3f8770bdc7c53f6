import { i18n } from '@lingui/core';

/** The Intl locale of each app language: English dates read MM/DD/YYYY hh:mm A as spec 1 §9 says. */
const INTL_LOCALES: Record<string, string> = { en: 'en-US', fr: 'fr-FR', es: 'es-ES', de: 'de-DE', ja: 'ja-JP', zh: 'zh-CN' };

/** The Intl locale of the active language (en-US when none is active yet). */
export function intlLocale(language: string = i18n.locale): string {
  return INTL_LOCALES[language] ?? (language || 'en-US');
}
