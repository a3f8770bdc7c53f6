import { useLingui } from '@lingui/react/macro';
import { Alert, Box, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy, IconHistory, IconMessages } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { MODE_CONTAINER, type Shipment, type ShipmentViewModel } from '@/contract/shipment';
import { useUnsavedChanges } from '@/lib/pwa/unsaved-changes';
import { shipmentKeys, shipmentQueryOptions } from '../api';
import { BolModal } from '../bol/bol-modal';
import { ChatDrawer } from '../chat/chat-drawer';
import { ChatPanel } from '../chat/chat-panel';
import { useChatUnread } from '../chat/use-chat-unread';
import { NotesPanel } from '../notes/notes-panel';
import type { ShipmentSlots } from '../slots';
import { AddStopButton, StopsProvider } from '../stops/stops-context';
import { StopsEditor } from '../stops/stops-editor';
import { CommoditiesPanel } from '../items/commodities-panel';
import { AccessorialsSection } from './accessorials-section';
import { BasicInfoSection } from './basic-info-section';
import { ReceivingSection, ShippingSection } from './company-sections';
import { ConflictModal } from './conflict-modal';
import { ContainerSection } from './container-section';
import { CustomFieldsSection } from './custom-fields-section';
import { ReadOnlyContext } from './fields';
import { createFormStore, FormStoreContext, useFormValue } from './form-store';
import { emptyShipmentForm, shipmentToForm } from './form-values';
import { PageActions, type ScreenMode } from './page-actions';
import { SideToolbar, type ToolbarItem } from './side-toolbar';
import classes from './shipment-form.module.css';
import { useSaveShipment } from './use-save-shipment';

type Props = {
  mode: ScreenMode;
  shipment: Shipment | null;
  viewModel: ShipmentViewModel;
  shipperId?: number;
  backHref: string;
  slots: ShipmentSlots;
};

type Dialog = 'activities' | 'bids' | 'bol' | 'chat' | 'conflict' | 'assign' | 'unassign' | null;

/** The load form with its buttons, side toolbar and, once the load exists, its stops, items, documents, notes and chat. */
export function ShipmentEditor({ mode, shipment, viewModel, shipperId, backHref, slots }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [store] = useState(() => createFormStore(shipment ? shipmentToForm(shipment) : emptyShipmentForm()));
  useUnsavedChanges(store.isDirty);
  const [baseVersion, setBaseVersion] = useState(shipment?.Version ?? null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reloading, setReloading] = useState(false);
  const readOnly = mode === 'detail' || (shipment !== null && !shipment.CanEdit);
  const { save, pending } = useSaveShipment({
    store,
    shipment,
    viewModel,
    baseVersion,
    onSaved: (saved) => setBaseVersion(saved.Version),
    onConflict: () => setDialog('conflict'),
  });

  // the load read again (a stop changed its miles, a save elsewhere): an untouched form shows it
  const version = shipment?.Version;
  useEffect(() => {
    if (!shipment || version === baseVersion || store.isDirty()) return;
    store.reset(shipmentToForm(shipment));
    setBaseVersion(shipment.Version);
  }, [version, baseVersion, shipment, store]);

  async function reloadAfterConflict() {
    if (!shipment) return;
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...shipmentQueryOptions(shipment.id), staleTime: 0 });
      store.reset(shipmentToForm(fresh));
      setBaseVersion(fresh.Version);
      setDialog(null);
    } finally {
      setReloading(false);
    }
  }

  const code = shipment?.Code ?? '';
  const title = shipment ? t`Load ${code}` : t`New load`;
  const close = () => setDialog(null);

  const content = (
    <Stack gap="md" data-shipment-form className={readOnly ? classes.details : undefined} style={{ flex: 1, minWidth: 0 }}>
      <PageActions
        mode={mode}
        shipment={shipment}
        backHref={backHref}
        pending={pending}
        onSave={(asDraft) => void save(asDraft)}
        onOpen={(name) => setDialog(name)}
        heading={
          <Group gap="sm" wrap="wrap">
            <Title order={1} fz="h3">
              {title}
            </Title>
            {shipment && <slots.StatusBadge code={shipment.StatusCode} name={shipment.Status} />}
          </Group>
        }
      />
      {mode === 'edit' && readOnly && <Alert color="yellow">{t`This load can no longer be edited.`}</Alert>}
      <FormBody shipment={shipment} viewModel={viewModel} shipperId={shipperId} readOnly={readOnly} mode={mode} slots={slots} />
    </Stack>
  );

  const toolbar: ToolbarItem[] = [{ label: t`Back`, icon: <IconArrowLeft size={18} aria-hidden />, href: backHref }];
  if (mode !== 'detail' && !readOnly)
    toolbar.push({
      label: t`Save`,
      icon: <IconDeviceFloppy size={18} aria-hidden />,
      onClick: () => void save(true),
      loading: pending === 'save',
    });
  if (shipment)
    toolbar.push({ label: t`Activity history`, icon: <IconHistory size={18} aria-hidden />, onClick: () => setDialog('activities') });

  return (
    <FormStoreContext.Provider value={store}>
      <ReadOnlyContext.Provider value={readOnly}>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          {shipment ? (
            <StopsProvider shipmentId={shipment.id} loadCode={shipment.Code} shipperId={shipperId} readOnly={readOnly}>
              {content}
            </StopsProvider>
          ) : (
            content
          )}
          <Box w={50} style={{ alignSelf: 'stretch', flexShrink: 0 }}>
            {shipment && mode === 'detail' ? (
              <ChatToolbar shipmentId={shipment.id} items={toolbar} onChat={() => setDialog('chat')} />
            ) : (
              <SideToolbar items={toolbar} label={t`Load tools`} />
            )}
          </Box>
        </Group>
        {shipment && (
          <>
            <slots.ActivitiesModal loadId={shipment.id} code={code} opened={dialog === 'activities'} onClose={close} />
            <slots.BidsModal
              loadId={shipment.id}
              code={code}
              opened={dialog === 'bids'}
              onClose={() => {
                close();
                // an accepted bid changes the price, the trucker and the status
                void queryClient.invalidateQueries({ queryKey: shipmentKeys.detail(shipment.id), exact: true });
              }}
              canAccept={shipment.StatusCode === 'OP' && shipment.CanEdit}
            />
            <slots.AssignModal
              target={
                dialog === 'assign' || dialog === 'unassign'
                  ? { id: shipment.id, code, trucker: shipment.AssignedTo?.Name ?? null, kind: dialog }
                  : null
              }
              onClose={close}
            />
            <BolModal shipmentId={shipment.id} code={code} opened={dialog === 'bol'} onClose={close} />
            {mode === 'detail' && <ChatDrawer shipmentId={shipment.id} code={code} opened={dialog === 'chat'} onClose={close} />}
            <ConflictModal
              opened={dialog === 'conflict'}
              onClose={close}
              onReload={() => void reloadAfterConflict()}
              reloading={reloading}
            />
          </>
        )}
      </ReadOnlyContext.Provider>
    </FormStoreContext.Provider>
  );
}

/** Details mode: the toolbar's Chat button carries the load's unread count. */
function ChatToolbar({ shipmentId, items, onChat }: { shipmentId: number; items: ToolbarItem[]; onChat: () => void }) {
  const { t } = useLingui();
  const unread = useChatUnread(shipmentId);
  return (
    <SideToolbar
      items={[...items, { label: t`Chat`, icon: <IconMessages size={18} aria-hidden />, onClick: onChat, count: unread }]}
      label={t`Load tools`}
    />
  );
}

type BodyProps = {
  shipment: Shipment | null;
  viewModel: ShipmentViewModel;
  shipperId?: number;
  readOnly: boolean;
  mode: ScreenMode;
  slots: ShipmentSlots;
};

/**
 * The sections; only the mode is read from the form here, so typing re-renders the field, not the page. A saved load's
 * stops, items, documents, notes and chat are drawn in a background render after the sections above them (a deferred
 * value), which a key typed in the form's first fields interrupts (decision 151).
 */
function FormBody({ shipment, viewModel, shipperId, readOnly, mode, slots }: BodyProps) {
  const modeId = useFormValue('ModeId');
  const belowDrawn = useDeferredValue(true, false);
  const containerMode = modeId === MODE_CONTAINER;
  const exists = shipment !== null;
  const pickupButton: ReactNode = exists && !containerMode ? <AddStopButton type="Pick-up" /> : undefined;
  const dropButton: ReactNode = exists ? <AddStopButton type="Drop" /> : undefined;
  return (
    <>
      <BasicInfoSection shipment={shipment} viewModel={viewModel} TruckerPicker={slots.TruckerPicker} />
      {containerMode && <ContainerSection />}
      <ShippingSection viewModel={viewModel} shipperId={shipperId} addStop={pickupButton} />
      <ReceivingSection viewModel={viewModel} shipperId={shipperId} addStop={dropButton} />
      <AccessorialsSection options={viewModel.Accessorials} />
      {viewModel.CustomFields.length > 0 && <CustomFieldsSection definitions={viewModel.CustomFields} readOnly={readOnly} />}
      {shipment && belowDrawn && (
        <>
          <StopsEditor />
          <CommoditiesPanel shipmentId={shipment.id} modeId={modeId} readOnly={readOnly} />
          <slots.Attachments shipmentId={shipment.id} details={readOnly} />
          <NotesPanel shipmentId={shipment.id} loadCode={shipment.Code} readOnly={mode === 'detail'} />
          {mode === 'edit' && <ChatPanel shipmentId={shipment.id} code={shipment.Code} />}
        </>
      )}
    </>
  );
}
