import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '@/features/auth/logout-page';

/** `discard`: the user already chose "Sign out anyway" for their unsent changes. */
type LogoutSearch = { discard?: true };

export const Route = createFileRoute('/logout')({
  validateSearch: (search: Record<string, unknown>): LogoutSearch =>
    search.discard === true || search.discard === 'true' ? { discard: true } : {},
  component: Logout,
});

function Logout() {
  const { discard } = Route.useSearch();
  return <LogoutPage discard={!!discard} />;
}
