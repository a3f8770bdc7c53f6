import { ModalsProvider } from '@mantine/modals';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isStatusCode, LOAD_STATUS_NAMES } from '@/features/loads/status';
import { NotificationsBell } from '@/features/market/notifications-bell';
import type { EntryNames } from '@/features/outbox/entry-summary';
import { OfflineBanner } from '@/features/outbox/offline-banner';
import { SignInNeeded } from '@/features/outbox/sign-in-needed';
import { SyncButton } from '@/features/outbox/sync-button';
import { AppShellLayout } from '@/features/shell/app-shell-layout';
import { stopFieldLabel } from '@/features/shipment/stops/stop-field-labels';
import { loadSignedInMessages } from '@/lib/i18n/i18n';
import { keepShellQueries } from '@/lib/offline/shell-queries';
import { getSession } from '@/lib/session';
import { UnsavedChangesGuard } from '@/lib/ui/leave-guard';

/** The sync panel names statuses as the loads screens do, and a stop's fields as the stop form does. */
/** The bell names a load's new status in the reader's language, from its code. */
const statusName = (code: string) => (isStatusCode(code) ? LOAD_STATUS_NAMES[code] : undefined);

const syncNames: EntryNames = {
  statusName: (code) => (isStatusCode(code) ? LOAD_STATUS_NAMES[code] : undefined),
  fieldLabel: stopFieldLabel,
};

/** Pathless layout of every signed-in page: the shell. Signed out → /auth/login. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, matches }) => {
    const session = getSession();
    if (!session) throw redirect({ to: '/auth/login', replace: true });
    // The router asks for the screens' code only after this returns: start it beside the awaits below.
    void context.loadScreens(matches.map((match) => match.routeId));
    // Signed in without a reload: this user's shell queries are restored and kept from now on (decision 121).
    void keepShellQueries(context.queryClient, session.token);
    // Before any loader runs, so prefetches already start from the user's snapshots (issue 7). Imported here so the
    // sign-in page does not download IndexedDB code.
    const [{ startOfflineRuntime }] = await Promise.all([import('@/lib/offline/runtime'), loadSignedInMessages()]);
    startOfflineRuntime(session.token, context.queryClient);
  },
  // Confirm and preview dialogs (@mantine/modals) exist only behind sign-in, so the sign-in page does not load them.
  component: () => (
    <ModalsProvider>
      <AppShellLayout
        headerExtra={
          <>
            <NotificationsBell statusName={statusName} />
            <SyncButton names={syncNames} />
          </>
        }
        banner={<OfflineBanner />}
      >
        <Outlet />
      </AppShellLayout>
      <SignInNeeded />
      <UnsavedChangesGuard />
    </ModalsProvider>
  ),
});
