import type { QueryClient } from '@tanstack/react-query';

/** Available to every route's beforeLoad / loader as `context`. */
export type RouterContext = {
  queryClient: QueryClient;
  /** Starts downloading the code of these routes' screens (their lazily loaded components); never rejects. */
  loadScreens: (routeIds: readonly string[]) => Promise<void>;
};
