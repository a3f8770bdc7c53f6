import { createFileRoute, Navigate, Outlet, redirect } from '@tanstack/react-router';
import { PublicLayout } from '@/features/shell/public-layout';
import { getSession, useSession } from '@/lib/session';

/** /auth/*: signed-in users go to the root (spec 1 §2.2). */
export const Route = createFileRoute('/auth')({
  beforeLoad: () => {
    if (getSession()) throw redirect({ to: '/', replace: true });
  },
  component: AuthLayout,
});

function AuthLayout() {
  const session = useSession();
  if (session) return <Navigate to="/" replace />;
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
