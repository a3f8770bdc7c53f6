import { createFileRoute, redirect } from '@tanstack/react-router';
import { roleHome } from '@/lib/role-home';
import { getSession } from '@/lib/session';

/** / → the role's own home (issue 13 item 7): staff /backoffice (spec 1 §2.1), shippers and truckers their loads. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ href: roleHome(getSession()), replace: true });
  },
});
