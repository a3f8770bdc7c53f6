import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AppShellLayout } from '@/features/shell/app-shell-layout';
import { getSession } from '@/lib/session';

/** Pathless layout of every signed-in page: the shell. Signed out → /auth/login. */
export const Route = createFileRoute('/_app')({
  beforeLoad: () => {
    if (!getSession()) throw redirect({ to: '/auth/login', replace: true });
  },
  component: () => (
    <AppShellLayout>
      <Outlet />
    </AppShellLayout>
  ),
});
