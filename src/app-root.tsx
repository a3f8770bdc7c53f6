import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { i18n } from '@/lib/i18n/i18n';
import { NotificationsHost, PaymentRequiredHost } from '@/lib/ui/lazy-hosts';
import { colorSchemeManager, cssVariablesResolver, theme } from '@/lib/ui/theme';
import type { router as appRouter } from './router';

/** The app's providers around the router: what main.tsx renders, and what the build renders the sign-in page with. */
export function AppRoot({ router, queryClient }: { router: typeof appRouter; queryClient: QueryClient }) {
  return (
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
    </StrictMode>
  );
}
