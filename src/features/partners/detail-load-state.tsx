import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadState } from '@/lib/ui/load-state';
import { BackToList, PartnerHeader } from './partner-header';
import { RecentLoads } from './recent-loads';
import type { PartnersTab } from './search-params';
import type { ShipperProfile, TruckerProfile } from './types';
import { usePartnerActions, type PartnerActions } from './use-partner-actions';

/** While a profile loads, or when it failed: the app's one loading and error state. */
export function DetailLoadState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <LoadState
      error={error}
      onRetry={onRetry}
      loadingLabel={t`Loading the profile`}
      errorTitle={t`The profile could not be loaded.`}
      notFound={<Trans>This partner does not exist or was removed.</Trans>}
    />
  );
}

/**
 * A partner's details page: Back to the list's tab, then, once the profile is loaded, its header with the list's
 * actions, the cards of its kind (`children`), its recent loads and the actions' dialogs.
 */
export function DetailsPage<Profile extends TruckerProfile | ShipperProfile>({
  tab,
  profile,
  children,
}: {
  tab: PartnersTab;
  profile: UseQueryResult<Profile>;
  children: (profile: Profile, actions: PartnerActions) => ReactNode;
}) {
  return (
    <Stack gap="md">
      <BackToList tab={tab} />
      {profile.data ? (
        <Details profile={profile.data}>{children}</Details>
      ) : (
        <DetailLoadState error={profile.error} onRetry={() => void profile.refetch()} />
      )}
    </Stack>
  );
}

function Details<Profile extends TruckerProfile | ShipperProfile>({
  profile,
  children,
}: {
  profile: Profile;
  children: (profile: Profile, actions: PartnerActions) => ReactNode;
}) {
  const actions = usePartnerActions();
  return (
    <>
      <PartnerHeader row={profile} picture={profile.ProfilePicture} actions={actions} />
      {children(profile, actions)}
      <RecentLoads loads={profile.RecentLoads} />
      {actions.dialogs}
    </>
  );
}
