import { Tabs } from '@mantine/core';
import { IconCreditCard, IconUserCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { Me } from '@/contract/auth';
import type { ReactNode } from 'react';
import { meQueryOptions } from './api';
import { BillingTab } from './billing-tab';
import { ProfileLoadState } from './profile-load-state';
import { ProfileTab } from './profile-tab';
import { tabFromHash } from './profile-tabs';

/** /user-profile (the shell's subheader shows the "My Profile" h1): with the Profile and Billing tabs; the fragment #billing opens Billing. */
export function ProfilePage() {
  const hash = useLocation({ select: (location) => location.hash });
  const navigate = useNavigate();
  const me = useQuery(meQueryOptions());

  function handleTabChange(value: string | null) {
    void navigate({ to: '/user-profile', hash: value === 'billing' ? 'billing' : undefined, replace: true });
  }

  const withMe = (render: (data: Me) => ReactNode) =>
    me.data ? render(me.data) : <ProfileLoadState error={me.error} onRetry={() => void me.refetch()} />;

  return (
    <Tabs value={tabFromHash(hash)} onChange={handleTabChange}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="profile" leftSection={<IconUserCircle size={16} aria-hidden />}>
          <Trans>Profile</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="billing" leftSection={<IconCreditCard size={16} aria-hidden />}>
          <Trans>Billing</Trans>
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="profile">
        {withMe((data) => (
          <ProfileTab me={data} />
        ))}
      </Tabs.Panel>
      <Tabs.Panel value="billing">
        {withMe((data) => (
          <BillingTab me={data} />
        ))}
      </Tabs.Panel>
    </Tabs>
  );
}
