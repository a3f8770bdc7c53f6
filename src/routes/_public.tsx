import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from '@/features/shell/public-layout';

/** Pathless layout of the pages reachable signed out (reset password, activation, terms). */
export const Route = createFileRoute('/_public')({
  component: () => (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  ),
});
