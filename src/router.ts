import { createRouter } from '@tanstack/react-router';
import { createElement } from 'react';
import { NotFoundRedirect } from '@/features/shell/not-found-redirect';
import { createQueryClient } from '@/lib/query-client';
import { routeTree } from './route-tree.gen';

export const queryClient = createQueryClient();

export const router = createRouter({
  routeTree,
  context: { queryClient, loadScreens },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultNotFoundComponent: () => createElement(NotFoundRedirect),
});

type RouteId = keyof typeof router.routesById;

async function loadScreens(routeIds: readonly string[]): Promise<void> {
  const routes = routeIds.flatMap((id) => router.routesById[id as RouteId] ?? []);
  await Promise.allSettled(routes.map((route) => router.loadRouteChunk(route)));
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
