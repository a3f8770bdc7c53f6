import { ModalsProvider } from '@mantine/modals';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AppShellLayout } from '@/features/shell/app-shell-layout';
import { loadSignedInMessages } from '@/lib/i18n/i18n';
import { getSession } from '@/lib/session';

/** Pathless layout of every signed-in page: the shell. Signed out → /auth/login. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async () => {
    if (!getSession()) throw redirect({ to: '/auth/login', replace: true });
    await loadSignedInMessages();
  },
  // Confirm and preview dialogs (@mantine/modals) exist only behind sign-in, so the sign-in page does not load them.
  component: () => (
    <ModalsProvider>
      <AppShellLayout>
        <Outlet />
      </AppShellLayout>
    </ModalsProvider>
  ),
});
