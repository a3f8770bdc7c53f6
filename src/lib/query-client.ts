import { onlineManager, QueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/http/client';

/** Client errors (4xx) are answers, not hiccups: only network failures and 5xx are retried, twice. */
export function createQueryClient(): QueryClient {
  // TanStack Query assumes "online" until the first `offline` event: started without a network, a query would run,
  // fail with "Failed to fetch" and show an error instead of pausing ("Not available offline", issue 13 item 7).
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof HttpError && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}
