import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any unknown /auth path goes to the sign-in page (spec 1 §2.2). */
export const Route = createFileRoute('/auth/$')({
  beforeLoad: () => {
    throw redirect({ to: '/auth/login', replace: true });
  },
});
