import { createRouter } from '@tanstack/react-router';
import { createElement } from 'react';
import { NotFoundRedirect } from '@/features/shell/not-found-redirect';
import { createQueryClient } from '@/lib/query-client';
import { routeTree } from './route-tree.gen';

export const queryClient = createQueryClient();

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultNotFoundComponent: () => createElement(NotFoundRedirect),
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
