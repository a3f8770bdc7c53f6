import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, List, Select, type ButtonProps } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconRefresh, IconStatusChange, IconTrash, type Icon as TablerIcon } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import {
  type BulkAnswer,
  type LoadActor,
  type LoadStatusCode,
  type PartyLoadRow,
  type PartyLoadsPage,
  type PartyLoadsQuery,
} from '@/contract/loads';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { prefetchLoad } from '@/lib/offline/registry';
import { showNotice } from '@/lib/ui/notify';
import { bulkDeleteLoads, bulkUpdateStatus, fetchSelectedLoads, loadKeys } from '../api';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { isBackOffice, useSession, type Session } from '@/lib/session';
import { isShipperUser } from '../route-guards';
import { LOAD_STATUS_NAMES } from '../status';
import { offeredStatuses, rejectedLines, selectedIds, selectionAfter } from './bulk-result';

type BulkActionsProps = {
  query: PartyLoadsQuery;
  /** Rows on screen, to name rejected loads by their code. */
  rows: PartyLoadRow[];
  selected: Record<string, boolean>;
  onSelectedChange: (selected: Record<string, boolean>) => void;
};

type Dialog = 'delete' | 'status' | null;

/** Whose moves the user makes on this list: BackOffice's, a shipper's own loads', or the trucker's. */
function actorOf(session: Session | null): LoadActor {
  return isBackOffice(session) ? 'admin' : isShipperUser(session) ? 'owner' : 'carrier';
}

type BulkButtonProps = Omit<ButtonProps, 'size' | 'leftSection'> & { icon: TablerIcon; onClick: () => void; children: ReactNode };

/** A small button acting on the selected loads. */
function BulkButton({ icon: Icon, ...props }: BulkButtonProps) {
  return <Button size="xs" leftSection={<Icon size={14} aria-hidden />} {...props} />;
}

/** Delete All, Fetch Selected and Update Status for the selected loads, with the selected-records count. */
export function BulkActions({ query, rows, selected, onSelectedChange }: BulkActionsProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [status, setStatus] = useState<LoadStatusCode | null>(null);
  const ids = selectedIds(selected);
  const codes = new Map(rows.map((row) => [row.Id, row.Code]));
  const session = useSession();
  const offered = offeredStatuses(
    actorOf(session),
    rows.filter((row) => selected[String(row.Id)]).map((row) => row.StatusCode),
  );

  /**
   * What was done, in the active language (decision 120): the client's own sentence from the counts, not the server's
   * English summary; the rejected loads follow in the warning, each message translated by its id.
   */
  function doneText(count: number, to: LoadStatusCode | null): string {
    if (to === null) return plural(count, { one: '# load deleted', other: '# loads deleted' });
    const name = i18n._(LOAD_STATUS_NAMES[to]);
    return plural(count, { one: `# load moved to ${name}`, other: `# loads moved to ${name}` });
  }

  function report(answer: BulkAnswer, to: LoadStatusCode | null) {
    if (answer.Done.length > 0) notifySuccess(doneText(answer.Done.length, to));
    const lines = rejectedLines(answer, codes);
    if (lines.length > 0)
      showNotice(
        'warning',
        plural(lines.length, { one: '# load was not changed', other: '# loads were not changed' }),
        lines.map((line) => `${line.label}: ${line.message}`).join('\n'),
      );
    onSelectedChange(selectionAfter(selected, answer));
  }

  const done = async (answer: BulkAnswer, to: LoadStatusCode | null) => {
    setDialog(null);
    report(answer, to);
    await queryClient.invalidateQueries({ queryKey: loadKeys.all });
  };
  const remove = useMutation({
    mutationFn: () => bulkDeleteLoads(ids),
    onSuccess: (answer) => done(answer, null),
    onError: (e) => notifyHttpError(e, { title: t`Oops!` }),
  });
  const move = useMutation({
    mutationFn: (code: LoadStatusCode) => bulkUpdateStatus(ids, code),
    onSuccess: (answer, code) => done(answer, code),
    onError: (e) => notifyHttpError(e),
  });
  const refresh = useMutation({
    mutationFn: () => fetchSelectedLoads(ids),
    onSuccess: ({ Shipments }) => {
      // the fresh rows replace the ones on screen; each load's tracking is fetched so it is ready offline
      const byId = new Map(Shipments.map((row) => [row.Id, row]));
      queryClient.setQueryData<PartyLoadsPage>(loadKeys.partyList(query), (page) =>
        page ? { ...page, Shipments: page.Shipments.map((row) => byId.get(row.Id) ?? row) } : page,
      );
      for (const row of Shipments) void prefetchLoad(queryClient, row.Id);
      notifySuccess(plural(Shipments.length, { one: '# load fetched', other: '# loads fetched' }));
    },
    onError: (e) => notifyHttpError(e),
  });

  const none = ids.length === 0;
  return (
    <>
      <Group gap="xs" wrap="wrap" align="center">
        <Badge variant="light" size="lg" color={none ? 'gray' : 'haulbase'} data-testid="selected-count" style={{ textTransform: 'none' }}>
          {t`Selected records: ${ids.length}`}
        </Badge>
        <BulkButton icon={IconTrash} color="red.8" disabled={none} onClick={() => setDialog('delete')}>
          {t`Delete All`}
        </BulkButton>
        <BulkButton icon={IconRefresh} variant="light" disabled={none} loading={refresh.isPending} onClick={() => refresh.mutate()}>
          {t`Fetch Selected`}
        </BulkButton>
        <BulkButton icon={IconStatusChange} variant="light" disabled={none} onClick={() => setDialog('status')}>
          {t`Update Status`}
        </BulkButton>
      </Group>
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t`Are you sure`}
        text={t`You won't be able to revert this`}
        confirmLabel={t`Yes, delete it!`}
        color="red.8"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setDialog(null)}
      >
        <List size="sm">
          {ids.slice(0, 10).map((id) => (
            <List.Item key={id}>{codes.get(id) ?? `#${id}`}</List.Item>
          ))}
          {ids.length > 10 && <List.Item>{plural(ids.length - 10, { one: 'and # more', other: 'and # more' })}</List.Item>}
        </List>
      </ConfirmDialog>
      <ConfirmDialog
        opened={dialog === 'status'}
        title={t`Update Status`}
        text={plural(ids.length, {
          one: 'Move the selected load to the status below. A move the status rules do not allow is reported and skipped.',
          other: 'Move # selected loads to the status below. Moves the status rules do not allow are reported and skipped.',
        })}
        confirmLabel={t`Update Status`}
        busy={move.isPending}
        confirmDisabled={!status || !offered.includes(status)}
        onConfirm={() => (status ? move.mutate(status) : undefined)}
        onClose={() => setDialog(null)}
      >
        <Select
          label={t`Status`}
          data={offered.map((code) => ({ value: code, label: i18n._(LOAD_STATUS_NAMES[code]) }))}
          value={status && offered.includes(status) ? status : null}
          disabled={offered.length === 0}
          description={
            offered.length === 0
              ? t`You cannot change the status of the selected loads: delivered and cancelled loads are final, and each move is made by the shipper, the trucker or Haulbase staff.`
              : undefined
          }
          onChange={(value) => setStatus(value as LoadStatusCode | null)}
          comboboxProps={{ withinPortal: true }}
          required
        />
      </ConfirmDialog>
    </>
  );
}
