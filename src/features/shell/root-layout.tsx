import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { documentTitle } from '@/lib/route-static-data';
import { GlobalLoadingOverlay, setGlobalLoading } from '@/lib/ui/global-loading';
import { hideSplash } from '@/lib/ui/splash';
import { usePageTrail } from './page-title';
import { TopProgressBar } from './top-progress-bar';

/** Every page: the progress bar, scroll to top on path change, document.title, the loading overlay, the splash. */
export function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { title } = usePageTrail();
  const routePending = useRouterState({ select: (s) => s.status === 'pending' });

  useEffect(() => {
    hideSplash();
  }, []);
  useEffect(() => {
    // Braces matter: newer browsers return a Promise from scrollTo, which must not become the effect's cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  // A route still loading its data raises the global loading flag (the overlay appears only after 200 ms).
  useEffect(() => {
    if (!routePending) return;
    setGlobalLoading(true);
    return () => setGlobalLoading(false);
  }, [routePending]);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  return (
    <>
      <TopProgressBar />
      <Outlet />
      <GlobalLoadingOverlay />
    </>
  );
}
