import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowLeft,
  IconDeviceFloppy,
  IconEdit,
  IconFileText,
  IconGavel,
  IconMapPin,
  IconSend,
  IconSettings,
  IconUserShare,
} from '@tabler/icons-react';
import type { Shipment } from '@/contract/shipment';
import { isBackOffice, useSession } from '@/lib/session';
import { AppLink } from '@/lib/ui/app-link';

/** The shipment screen's three modes (spec 3): a new load, an edit, a read-only detail. */
export type ScreenMode = 'new' | 'edit' | 'detail';

type Props = {
  mode: ScreenMode;
  shipment: Shipment | null;
  backHref: string;
  pending: 'save' | 'post' | null;
  onSave: (asDraft: boolean) => void;
  onOpen: (dialog: 'bol' | 'bids' | 'assign' | 'unassign') => void;
  heading: React.ReactNode;
};

/** Back, Save, Save and post (drafts only), Edit (details) and the settings menu (spec 2 §2.11, §2.12). */
export function PageActions({ mode, shipment, backHref, pending, onSave, onOpen, heading }: Props) {
  const { t } = useLingui();
  const details = mode === 'detail';
  const editable = !details && (shipment === null || shipment.CanEdit);
  const canPost = editable && (shipment === null || (shipment.IsDraft && shipment.CanPost));
  // every saved load has a bill of lading: the main sheet, plus one per stop when it has stops (issue 15 item 13)
  const showBol = shipment !== null;
  const showTrack = details && shipment !== null && shipment.StatusCode !== 'DF';
  const showBids = details && shipment !== null;
  // decision 084: BackOffice books an open load to a carrier, changes the carrier of a booked one or returns it to the board
  const staff = isBackOffice(useSession());
  const showAssign = staff && shipment !== null && (shipment.StatusCode === 'OP' || shipment.StatusCode === 'BK');
  const showUnassign = staff && shipment?.StatusCode === 'BK';
  const menu = shipment && (showBol || showTrack || showBids || showAssign);
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        <Button component={AppLink} href={backHref} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} px={4}>
          <Trans>Back</Trans>
        </Button>
        {heading}
      </Group>
      <Group gap="xs" wrap="wrap">
        {details && shipment?.CanEdit && (
          <Button component={AppLink} href={`/shipper/Loads/${shipment.id}/edit`} leftSection={<IconEdit size={16} aria-hidden />}>
            <Trans>Edit</Trans>
          </Button>
        )}
        {editable && (
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={pending === 'save'}
            disabled={pending === 'post'}
            onClick={() => onSave(true)}
          >
            <Trans>Save</Trans>
          </Button>
        )}
        {canPost && (
          <Button
            variant="default"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={pending === 'post'}
            disabled={pending === 'save'}
            onClick={() => onSave(false)}
          >
            <Trans>Save and post</Trans>
          </Button>
        )}
        {menu && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="default" size="lg" aria-label={t`Settings`}>
                <IconSettings size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {showTrack && (
                <Menu.Item
                  component={AppLink}
                  href={`/trackload/${shipment.id}/details`}
                  leftSection={<IconMapPin size={16} aria-hidden />}
                >
                  <Trans>Track Load</Trans>
                </Menu.Item>
              )}
              {showBol && (
                <Menu.Item leftSection={<IconFileText size={16} aria-hidden />} onClick={() => onOpen('bol')}>
                  <Trans>BOL</Trans>
                </Menu.Item>
              )}
              {showBids && (
                <Menu.Item leftSection={<IconGavel size={16} aria-hidden />} onClick={() => onOpen('bids')}>
                  <Trans>Bids</Trans>
                </Menu.Item>
              )}
              {showAssign && (
                <Menu.Item leftSection={<IconUserShare size={16} aria-hidden />} onClick={() => onOpen('assign')}>
                  {shipment.AssignedTo ? t`Change carrier` : t`Assign carrier`}
                </Menu.Item>
              )}
              {showUnassign && (
                <Menu.Item leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={() => onOpen('unassign')}>
                  <Trans>Return to board</Trans>
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Group>
  );
}
