import { Navigate } from '@tanstack/react-router';
import { useSession } from '@/lib/session';

/** Unknown paths go to the 404 page when signed in, and to sign-in otherwise (spec 1 §2.1, §2.2). */
export function NotFoundRedirect() {
  const session = useSession();
  return <Navigate to={session ? '/error/error-v1' : '/auth/login'} replace />;
}
