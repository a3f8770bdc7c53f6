import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setHttpNavigator } from '@/lib/http/client';
import { watchPendingRevocation } from '@/lib/http/revocation';
import { keepShellQueries } from '@/lib/offline/shell-queries';
import { initI18n } from '@/lib/i18n/i18n';
import { prepareOfflineFiles, whenLinkIdle } from '@/lib/pwa/offline-readiness';
import { registerServiceWorker } from '@/lib/pwa/register-service-worker';
import { getSession } from '@/lib/session';
import { AppRoot } from './app-root';
import { hydratesPrerenderedPage } from './first-paint';
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
  const container = document.getElementById('root')!;
  const app = <AppRoot router={router} queryClient={queryClient} />;
  // The sign-in page's HTML rendered at build time (decision 153) is taken over where it is what the app draws.
  if (hydratesPrerenderedPage(container)) {
    // TanStack Router draws the tree it drew on the server (no Suspense at its root) once it knows the page came from
    // one; its own hydration sets the same field
    router.ssr = { manifest: undefined };
    await router.load();
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
  // The worker's precache and the offline files wait until the page has what it shows (decision 075).
  const linkBusy = () => queryClient.isFetching() > 0 || queryClient.isMutating() > 0 || router.state.status === 'pending';
  void whenLinkIdle(linkBusy)
    .then(registerServiceWorker)
    .then((registered) => registered && prepareOfflineFiles(linkBusy));
}

void start();
