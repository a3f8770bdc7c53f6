import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** What a component test renders in: the active catalog, Mantine, and `queryClient` when the component fetches. */
export function TestProviders({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        {queryClient ? <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> : children}
      </MantineProvider>
    </I18nProvider>
  );
}
