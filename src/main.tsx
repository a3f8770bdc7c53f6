import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setHttpNavigator } from '@/lib/http/client';
import { watchPendingRevocation } from '@/lib/http/revocation';
import { keepShellQueries } from '@/lib/offline/shell-queries';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { prepareOfflineFiles, whenLinkIdle } from '@/lib/pwa/offline-readiness';
import { registerServiceWorker } from '@/lib/pwa/register-service-worker';
import { getSession } from '@/lib/session';
import { NotificationsHost, PaymentRequiredHost } from '@/lib/ui/lazy-hosts';
import { colorSchemeManager, cssVariablesResolver, theme } from '@/lib/ui/theme';
import { registerAppOfflineFeatures } from './offline-features';
import { queryClient, router } from './router';

setHttpNavigator((to) => void router.navigate({ href: to }));
registerAppOfflineFeatures();
// The user, menu badges and view models come back from localStorage before IndexedDB opens (decision 121).
const shellRestored = keepShellQueries(queryClient, getSession()?.token);
// A sign-out made offline revokes its cookie before anything else goes out (decision 072).
watchPendingRevocation();

async function start(): Promise<void> {
  // A legacy language value (fr-FR, es-ES) is rewritten and the page reloads: nothing to render then.
  if (!(await initI18n())) return;
  await shellRestored;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {/* "auto" follows the system's prefers-color-scheme until the user picks light or dark (kept by the manager) */}
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
      >
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <NotificationsHost />
            <PaymentRequiredHost />
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>
      </MantineProvider>
    </StrictMode>,
  );
  // The worker's precache and the offline files wait until the page has what it shows (decision 075).
  const linkBusy = () => queryClient.isFetching() > 0 || queryClient.isMutating() > 0 || router.state.status === 'pending';
  void whenLinkIdle(linkBusy)
    .then(registerServiceWorker)
    .then((registered) => registered && prepareOfflineFiles(linkBusy));
}

void start();
