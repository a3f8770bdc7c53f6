import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/http/client';

/** Client errors (4xx) are answers, not hiccups: only network failures and 5xx are retried, twice. */
export function createQueryClient(): QueryClient {
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
