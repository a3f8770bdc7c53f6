import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { AppRoot } from '@/app-root';
import { i18n } from '@/lib/i18n/i18n';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { queryClient, router } from '@/router';

/**
 * The sign-in page as the app draws it for a signed-out visitor in English and the light scheme, rendered to HTML by
 * the build (scripts/vite-prerender-sign-in.ts, decision 153); main.tsx hydrates it. `prerender` waits for what
 * suspends (the route's lazily loaded screen) before it writes.
 */
export async function renderSignInPage(): Promise<string> {
  i18n.activate(DEFAULT_LOCALE);
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: ['/auth/login'] }) });
  await router.load();
  const { prelude } = await prerender(<AppRoot router={router} queryClient={queryClient} />);
  return new Response(prelude).text();
}
