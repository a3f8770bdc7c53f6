import { useSession } from '@/lib/session';
import { AppShellLayout } from './app-shell-layout';
import { NotFound } from './not-found';
import { PublicLayout } from './public-layout';

/** /error/error-v1: inside the shell when signed in (header and menu stay), on the public layout otherwise. */
export function ErrorPage() {
  const session = useSession();
  return session ? (
    <AppShellLayout>
      <NotFound />
    </AppShellLayout>
  ) : (
    <PublicLayout bare>
      <NotFound headingLevel={1} />
    </PublicLayout>
  );
}
