import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Loader, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { AppLink } from '@/lib/ui/app-link';
import { ACTION_COLORS, ACTION_ICONS, actionColorVar } from './action-icons';
import { useActionLabel } from './action-texts';
import { detailsHref, rememberLoadSelection, shipmentsHref } from '@/lib/load-selection';
import { availableActions } from './row-actions';
import { isTrucker, partnerId, partyName, type PartnerRow } from './types';
import type { PartnerActions } from './use-partner-actions';

/** The row's Actions menu ("Actions for <name>"): navigation items are links, the rest run through `actions`. */
export function PartnerActionsMenu({ row, actions }: { row: PartnerRow; actions: PartnerActions }) {
  const { t } = useLingui();
  const label = useActionLabel();
  const name = partyName(row);
  const kind = isTrucker(row) ? 'trucker' : 'shipper';
  const id = partnerId(row);
  const busy = actions.busyId === row.Id;

  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${name}`} aria-busy={busy} disabled={busy}>
          {busy ? <Loader size={14} /> : <IconDotsVertical size={18} aria-hidden />}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {availableActions(row).map((action) => {
          const Icon = ACTION_ICONS[action];
          const color = ACTION_COLORS[action];
          // Mantine paints a coloured item's text in the light shade 6 (below AA): only the icon carries the colour
          const common = { leftSection: <Icon size={16} aria-hidden color={color && actionColorVar(color)} /> };
          if (action === 'info')
            return (
              <Menu.Item key={action} {...common} component={AppLink} href={detailsHref(kind, id)}>
                {label(action, row)}
              </Menu.Item>
            );
          if (action === 'shipments')
            return (
              <Menu.Item
                key={action}
                {...common}
                component={AppLink}
                href={shipmentsHref(id)}
                onClick={() => rememberLoadSelection(kind, id)}
              >
                {label(action, row)}
              </Menu.Item>
            );
          return (
            <Menu.Item key={action} {...common} onClick={() => actions.run(action, row)}>
              {label(action, row)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
