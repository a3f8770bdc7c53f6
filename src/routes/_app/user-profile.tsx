import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { meQueryOptions } from '@/features/profile/api';
import { ProfilePage } from '@/features/profile/profile-page';

export const Route = createFileRoute('/_app/user-profile')({
  staticData: { title: msg`My Profile` },
  // never throws: the page shows its own loading and error states
  loader: ({ context }) => context.queryClient.prefetchQuery(meQueryOptions()),
  component: ProfilePage,
});
