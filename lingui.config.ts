import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Screens behind sign-in have their own catalog (`signed-in`), loaded by the signed-in layout, so the sign-in page
 * does not download their messages (ARCHITECTURE.md budget: the sign-in page's JS). Everything else (shell, auth,
 * account, lib) is in `messages`, which ships with the entry.
 */
const signedInOnly = ['loads', 'tracking', 'billing', 'partners', 'shipment', 'search', 'profile', 'outbox', 'market'].map(
  (feature) => `<rootDir>/src/features/${feature}`,
);
// the phone list of the board and a trucker's loads: only screens behind sign-in show it
signedInOnly.push('<rootDir>/src/routes/_app', '<rootDir>/src/lib/phone-list');

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'es', 'de', 'ja', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...signedInOnly, '<rootDir>/src/share'].map((dir) => `${dir}/**`),
    },
    // The receiver's tracking page (issue 41, decision 168): its own small catalog, loaded by its own entry.
    { path: '<rootDir>/src/locales/{locale}/share', include: ['<rootDir>/src/share'] },
    { path: '<rootDir>/src/locales/{locale}/signed-in', include: signedInOnly },
  ],
  // No line numbers: a catalog changes only when its messages do, so parallel branches merge cleanly.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
