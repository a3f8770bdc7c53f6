import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Loader, Menu, Tooltip } from '@mantine/core';
import {
  IconDotsVertical,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerTrackNext,
  IconReceipt,
  IconRefresh,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import type { BillingUserRow } from '@/contract/billing';
import { AppLink } from '@/lib/ui/app-link';
import { useActionLabel } from './action-texts';
import { rowMenu, type SubscriptionAction } from './row-actions';
import type { SubscriptionActions } from './use-subscription-actions';

export const ACTION_ICONS: Record<SubscriptionAction, Icon> = {
  start: IconPlayerPlay,
  pause: IconPlayerPause,
  resume: IconPlayerTrackNext,
  cancel: IconX,
  renew: IconRefresh,
};

export const detailsHref = (userId: number) => `/billing/details/${userId}`;

/** A row's Actions menu (spec 3 §2): hidden for value 1; Billing Info, then the actions the server's flags allow. */
export function SubscriptionActionsMenu({ row, actions }: { row: BillingUserRow; actions: SubscriptionActions }) {
  const { t } = useLingui();
  const label = useActionLabel();
  const menu = rowMenu(row);
  if (!menu) return null;
  const busy = actions.busyUserId === row.Id;
  const target = { UserId: row.Id, Name: row.Name };
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${row.Name}`} aria-busy={busy} disabled={busy}>
          {busy ? <Loader size={14} /> : <IconDotsVertical size={18} aria-hidden />}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {menu.billingInfoDisabled ? (
          <Tooltip label={t`No billing information yet: this user has never had a subscription.`} position="left" withArrow>
            {/* a disabled item gets no pointer events: the wrapper carries the tooltip */}
            <div>
              <Menu.Item leftSection={<IconReceipt size={16} aria-hidden />} disabled>
                {t`Billing Info`}
              </Menu.Item>
            </div>
          </Tooltip>
        ) : (
          <Menu.Item leftSection={<IconReceipt size={16} aria-hidden />} component={AppLink} href={detailsHref(row.Id)}>
            {t`Billing Info`}
          </Menu.Item>
        )}
        {menu.actions.map((action) => {
          const ActionIconSvg = ACTION_ICONS[action];
          return (
            <Menu.Item key={action} leftSection={<ActionIconSvg size={16} aria-hidden />} onClick={() => actions.run(action, target)}>
              {label(action)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
