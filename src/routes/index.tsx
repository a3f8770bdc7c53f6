import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '@/lib/session';

/** / → /backoffice (spec 1 §2.1); signed out → the sign-in page. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    if (!getSession()) throw redirect({ to: '/auth/login', replace: true });
    throw redirect({ href: '/backoffice', replace: true });
  },
});
