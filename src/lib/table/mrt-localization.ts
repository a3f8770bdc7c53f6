import { useLingui } from '@lingui/react';
import type { MRT_Localization } from 'mantine-react-table';
import { useEffect, useState } from 'react';

type Loader = () => Promise<MRT_Localization>;

/** mantine-react-table's own texts (Rows per page, Show/Hide columns, sort tooltips) for the app's languages. */
const LOADERS: Record<string, Loader> = {
  fr: () => import('mantine-react-table/locales/fr/index.esm.mjs').then((m) => m.MRT_Localization_FR),
  es: () => import('mantine-react-table/locales/es/index.esm.mjs').then((m) => m.MRT_Localization_ES),
  de: () => import('mantine-react-table/locales/de/index.esm.mjs').then((m) => m.MRT_Localization_DE),
  ja: () => import('mantine-react-table/locales/ja/index.esm.mjs').then((m) => m.MRT_Localization_JA),
  zh: () => import('mantine-react-table/locales/zh-Hans/index.esm.mjs').then((m) => m.MRT_Localization_ZH_HANS),
};

const loaded = new Map<string, MRT_Localization>();

/** The table's texts for the active Lingui locale; English (MRT's default) until another catalog has loaded. */
export function useMrtLocalization(): Partial<MRT_Localization> | undefined {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const [, setVersion] = useState(0);
  useEffect(() => {
    const load = LOADERS[locale];
    if (!load || loaded.has(locale)) return;
    let live = true;
    load()
      .then((localization) => {
        loaded.set(locale, localization);
        if (live) setVersion((v) => v + 1);
      })
      .catch((error: unknown) => console.warn('Table texts could not be loaded; using English', error));
    return () => {
      live = false;
    };
  }, [locale]);
  return loaded.get(locale);
}
