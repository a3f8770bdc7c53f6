import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/lib/router-context';
import { NotFoundRedirect } from '@/features/shell/not-found-redirect';
import { RenderError } from '@/features/shell/render-error';
import { RootLayout } from '@/features/shell/root-layout';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: RenderError,
  notFoundComponent: NotFoundRedirect,
});
