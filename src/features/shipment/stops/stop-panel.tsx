import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, ActionIcon, Badge, Box, Button, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowDown, IconArrowUp, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { memo, useEffect, useRef, useState } from 'react';
import type { StopType } from '@/contract/load-detail';
import type { Stop, StopConflict, StopInput } from '@/contract/shipment';
import { stopInputSchema } from '@/contract/stops';
import { HttpError } from '@/lib/http/client';
import { notifyHttpError } from '@/lib/http/error-catalogue';
import { schemaModelState } from '@/lib/http/model-state';
import { translatedModelState } from '@/lib/i18n/server-messages';
import { newLocalId } from '@/lib/offline/outbox-entry';
import { openDeleteConfirm } from '@/lib/ui/confirm-delete';
import { notifyKeptOnDevice, showNotice } from '@/lib/ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { SyncMarkBadge } from '@/lib/ui/sync-mark';
import { stopKeys } from './api';
import { COMPANY_FIELDS, stopTarget, type ShownStop } from './pending-stops';
import { StopFields } from './stop-fields';
import { emptyStopForm, needsSave, sameStopFields, stopFormFromStop, stopInputFromForm, type StopForm } from './stop-rules';
import { useStopsContext } from './stops-context';
import { useUnsavedChanges } from '@/lib/pwa/unsaved-changes';

type Props = {
  /** The accordion value of this panel. */
  value: string;
  /** The stop as saved on the server, or kept in the outbox (created offline: a local id and no Version). */
  saved: ShownStop | null;
  type: StopType;
  index: number;
  /** The saved stops in order (move up / down swaps within them). */
  stops: readonly ShownStop[];
  expanded: boolean;
};

type Draft = { version: number | null; base: ShownStop | Stop | null; form: StopForm; isChanged: boolean };

/**
 * The outbox payload of a stop write: the wire fields (sendOrQueue adds ShipmentId) and the chosen company's name
 * and place, so a stop changed offline still shows them (the server ignores fields it does not know).
 */
function stopPayload(input: StopInput, form: StopForm): Record<string, unknown> {
  const { ShipmentId: _shipment, ...fields } = input;
  return { ...fields, ...Object.fromEntries(COMPANY_FIELDS.map((field) => [field, form[field]])) };
}

/** One stop: its own draft, so typing in it re-renders nothing else. */
export const StopPanel = memo(function StopPanel({ value, saved, type, index, stops, expanded }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { shipmentId, write, shipperId, readOnly, dropNewStop, moveStop, reload } = useStopsContext();
  const [draft, setDraft] = useState<Draft>(() => ({
    version: saved?.Version ?? null,
    base: saved,
    form: saved ? stopFormFromStop(saved) : emptyStopForm(),
    isChanged: false,
  }));
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  // A newer server version (after a save, a move or a reload) replaces the draft unless it holds unsaved edits;
  // a version that only moved the stop (same fields) is taken over so the next save is not refused as stale.
  // Without unsaved edits the draft always shows the stop as shown now: after a conflict is resolved with the
  // server's values (same version, other fields), the form shows exactly those and saves over that version (issue 35).
  if (saved && saved.Version !== draft.version) {
    if (!draft.isChanged) setDraft({ version: saved.Version, base: saved, form: stopFormFromStop(saved), isChanged: false });
    else if (draft.base && sameStopFields(draft.base, saved)) setDraft({ ...draft, version: saved.Version, base: saved });
  } else if (saved && !draft.isChanged && draft.base && !sameStopFields(draft.base, saved)) {
    setDraft({ version: saved.Version, base: saved, form: stopFormFromStop(saved), isChanged: false });
  }

  useEffect(() => {
    if (!saved) root.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    // only when a new stop appears
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useUnsavedChanges(draft.isChanged);
  const change = (patch: Partial<StopForm>) =>
    setDraft((current) => ({ ...current, form: { ...current.form, ...patch }, isChanged: true }));
  const typeLabel = type === 'Pick-up' ? t`Pick-up` : t`Drop`;
  const name = draft.form.Name || saved?.Name;
  const title = saved ? (name ? `${typeLabel} · ${name}` : typeLabel) : t`New stop · ${typeLabel}`;
  const place = [draft.form.City, draft.form.State].filter(Boolean).join(', ');
  const savedIndex = saved ? stops.findIndex((stop) => stop.Id === saved.Id) : -1;

  /** The server's version replaces this stop in the list at once (null: it was deleted); the reload confirms it. */
  function showServerStop(current: Stop | null) {
    if (saved) {
      queryClient.setQueryData<{ Stops: Stop[] }>(stopKeys.list(shipmentId), (answer) =>
        answer
          ? { Stops: current ? answer.Stops.map((s) => (s.Id === saved.Id ? current : s)) : answer.Stops.filter((s) => s.Id !== saved.Id) }
          : answer,
      );
    }
    void reload();
  }

  /** A save refused because someone else changed the stop (decision 073): each choice leads somewhere that works. */
  function showConflict(conflict: StopConflict) {
    const current = conflict.Current;
    if (!current) {
      modals.openConfirmModal({
        title: t`Someone else deleted this stop`,
        children: (
          <Text size="sm">
            <Trans>
              This stop was deleted by someone else after you opened it. Add it again with your changes, or remove it from this screen?
            </Trans>
          </Text>
        ),
        labels: { confirm: t`Add it again`, cancel: t`Remove it` },
        closeButtonProps: { 'aria-label': t`Close` },
        onConfirm: () => void create(),
        onCancel: () => showServerStop(null),
      });
      return;
    }
    modals.openConfirmModal({
      title: t`Someone else changed this stop`,
      children: (
        <Text size="sm">
          <Trans>
            This stop was changed by someone else after you opened it. Reload the server version (your unsaved changes to this stop are
            lost), or keep your changes and save them over it?
          </Trans>
        </Text>
      ),
      labels: { confirm: t`Reload the stop`, cancel: t`Keep my changes` },
      closeButtonProps: { 'aria-label': t`Close` },
      onConfirm: () => {
        setDraft({ version: current.Version, base: current, form: stopFormFromStop(current), isChanged: false });
        showServerStop(current);
      },
      // the next Save is made over the server's version, so it is not refused the same way again
      onCancel: () => setDraft((d) => ({ ...d, version: current.Version, base: current })),
    });
  }

  function handleFailure(failure: unknown, title?: string) {
    if (failure instanceof HttpError && failure.status === 412) showConflict(failure.body as StopConflict);
    else notifyHttpError(failure, title ? { title } : {});
  }

  /** Adds this panel's stop (a new one, or one someone else deleted, again) with the fields on screen. */
  async function create() {
    setBusy(true);
    try {
      const payload = stopPayload(stopInputFromForm(draft.form, shipmentId, type), draft.form);
      const localId = newLocalId();
      const outcome = await write<{ Id: number; Version: number; Stop: Stop }>({ kind: 'stop.create', target: localId, payload });
      setDraft((d) => ({ ...d, isChanged: false }));
      if (saved) showServerStop(null);
      if (outcome.status === 'queued') {
        notifyKeptOnDevice();
        if (!saved) dropNewStop(value, localId);
        return;
      }
      const created = outcome.answer;
      showNotice('success', t`Great`, t`Your Stop has been Added.`);
      queryClient.setQueryData<{ Stops: Stop[] }>(stopKeys.list(shipmentId), (answer) =>
        answer
          ? { Stops: [...answer.Stops.filter((stop) => stop.Id !== created.Id), created.Stop].sort((a, b) => a.Position - b.Position) }
          : answer,
      );
      if (!saved) dropNewStop(value, created.Id);
      await reload();
    } catch (failure) {
      handleFailure(failure);
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    // the stop is checked as the server checks it (a company chosen, appointments in order) before it is sent
    const problems = schemaModelState(stopInputSchema, stopInputFromForm(draft.form, shipmentId, type));
    if (problems) {
      for (const message of new Set(Object.values(translatedModelState(problems)).flat())) showNotice('warning', t`Oops!`, message);
      return;
    }
    if (!saved) {
      await create();
      return;
    }
    setBusy(true);
    try {
      const payload = stopPayload(stopInputFromForm(draft.form, shipmentId, type), draft.form);
      // what the user edited from, so a conflict later merges per field (issue 35 item 2)
      const seen = stopFormFromStop(draft.base ?? saved);
      const outcome = await write<Stop>({
        kind: 'stop.update',
        target: stopTarget(saved),
        baseVersion: draft.version ?? saved.Version,
        base: stopPayload(stopInputFromForm(seen, shipmentId, type), seen),
        payload,
      });
      setDraft((d) => ({ ...d, isChanged: false }));
      if (outcome.status === 'queued') {
        notifyKeptOnDevice();
        return;
      }
      showNotice('success', t`Great`, t`Your Stop has been Updated`);
      await reload();
    } catch (failure) {
      handleFailure(failure);
    } finally {
      setBusy(false);
    }
  }

  function remove() {
    if (!saved) {
      dropNewStop(value);
      return;
    }
    openDeleteConfirm(() => {
      void (async () => {
        setBusy(true);
        try {
          const outcome = await write({
            kind: 'stop.delete',
            target: stopTarget(saved),
            baseVersion: draft.version ?? saved.Version,
            payload: {},
          });
          if (outcome.status === 'queued') {
            // a stop created offline and not sent yet is simply gone; otherwise its delete waits in the outbox
            if (outcome.outcome === 'cancelled') showNotice('success', t`Deleted`, t`Your Stop has been deleted`);
            else notifyKeptOnDevice();
            return;
          }
          showNotice('success', t`Deleted`, t`Your Stop has been deleted`);
          await reload();
        } catch (failure) {
          // deleted by someone else already: what the user wanted
          if (failure instanceof HttpError && failure.status === 412 && !(failure.body as StopConflict).Current) {
            showNotice('success', t`Deleted`, t`Your Stop has been deleted`);
            showServerStop(null);
          } else handleFailure(failure, t`Oops!`);
        } finally {
          setBusy(false);
        }
      })();
    });
  }

  return (
    <Accordion.Item
      value={value}
      ref={root}
      data-stop-id={saved?.Id}
      data-changed={draft.isChanged || undefined}
      data-sync={saved?.sync ?? undefined}
    >
      <Group gap={4} wrap="nowrap" pr="xs">
        <Accordion.Control aria-label={title}>
          <Group gap="xs" wrap="nowrap">
            <Badge variant="light" color={type === 'Pick-up' ? 'blue' : 'grape'} size="sm" style={{ flexShrink: 0 }}>
              {index + 1}
            </Badge>
            <Box miw={0}>
              <Text fw={600} size="sm" truncate>
                {title}
              </Text>
              {place && (
                <Text size="xs" c="dimmed" truncate>
                  {place}
                </Text>
              )}
            </Box>
            {saved?.sync && <SyncMarkBadge mark={saved.sync} />}
          </Group>
        </Accordion.Control>
        {!readOnly && (
          <Group gap={4} wrap="nowrap">
            {needsSave(saved, draft.isChanged) && (
              <Button size="compact-sm" leftSection={<IconDeviceFloppy size={14} />} onClick={() => void save()} loading={busy}>
                <Trans>Save</Trans>
              </Button>
            )}
            {saved && (
              <>
                <Tooltip label={t`Move up`}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t`Move up`}
                    disabled={busy || savedIndex <= 0}
                    onClick={() => void moveStop(stops, savedIndex, -1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t`Move down`}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t`Move down`}
                    disabled={busy || savedIndex >= stops.length - 1}
                    onClick={() => void moveStop(stops, savedIndex, 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Tooltip>
              </>
            )}
            <Tooltip label={t`Delete stop`}>
              <ActionIcon variant="subtle" color="red" aria-label={t`Delete stop`} disabled={busy} onClick={remove}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      <Accordion.Panel>
        {expanded && <StopFields form={draft.form} type={type} readOnly={readOnly} shipperId={shipperId} onChange={change} />}
      </Accordion.Panel>
    </Accordion.Item>
  );
});
