import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconLock, IconNotes, IconPlus, IconTrash, IconWorld } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { Note } from '@/contract/shipment';
import { formatDateTime } from '@/shared/format/date';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { useOutbox, useSendOrQueue } from '@/lib/offline/use-offline';
import { openDeleteConfirm } from '@/lib/ui/confirm-delete';
import { AddNoteModal } from './add-note-modal';
import { noteKeys, notesQueryOptions } from './api';
import { sortNotes } from './notes-view';
import { notesWithOutbox, type ShownNote } from './pending-notes';
import { CountedHeading, ListLoadFailed } from '@/lib/ui/panel-parts';
import { SyncMarkBadge } from '@/lib/ui/sync-mark';

type Props = {
  shipmentId: number;
  /** Details mode: the notes are shown, adding and deleting are hidden (spec 2 §2.11, §6). */
  readOnly: boolean;
  /** The load's code, shown in the sync panel for writes kept on this device. */
  loadCode?: string | null;
};

/** The load's notes, newest first; outside details mode Add Note and delete of the caller's own notes. */
export function NotesPanel({ shipmentId, readOnly, loadCode = null }: Props) {
  const { t } = useLingui();
  const titleId = useId();
  const queryClient = useQueryClient();
  const notes = useQuery(notesQueryOptions(shipmentId));
  const [adding, setAdding] = useState(false);
  const outbox = useOutbox(shipmentId);
  const sendOrQueue = useSendOrQueue();
  const you = t`You`;
  const remove = useMutation({
    // offline too: sendOrQueue keeps the delete in the outbox (a mutation would otherwise wait for the network)
    networkMode: 'always',
    mutationFn: (note: ShownNote) => sendOrQueue({ loadId: shipmentId, loadCode, kind: 'note.delete', target: note.target, payload: {} }),
    onSuccess: (outcome, note) => {
      if (outcome.status === 'delivered') {
        queryClient.setQueryData<Note[]>(noteKeys.list(shipmentId), (old) => old?.filter((n) => n.Id !== note.Id));
        notifySuccess(t`Your Note has been deleted`);
      }
    },
    onError: (error) => notifyHttpError(error, { title: t`Oops!` }),
  });
  const list = useMemo(() => (notes.data ? sortNotes(notesWithOutbox(notes.data, outbox, you)) : []), [notes.data, outbox, you]);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId} data-notes-panel>
      <CountedHeading
        titleId={titleId}
        title={<Trans>Notes</Trans>}
        count={notes.data ? list.length : null}
        countLabel={t`${list.length} notes`}
        action={
          !readOnly && (
            <Button size="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              <Trans>Add Note</Trans>
            </Button>
          )
        }
      />
      {notes.isError ? (
        <ListLoadFailed message={<Trans>The notes could not be loaded.</Trans>} onRetry={() => void notes.refetch()} />
      ) : notes.isLoading ? (
        <Text size="sm" c="dimmed">
          <Trans>Loading notes…</Trans>
        </Text>
      ) : list.length === 0 ? (
        <Group gap="xs" c="dimmed">
          <IconNotes size={18} aria-hidden />
          <Text size="sm">
            <Trans>No notes yet.</Trans>
          </Text>
        </Group>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-labelledby={titleId}>
          {list.map((note) => (
            <NoteItem
              key={note.target}
              note={note}
              onDelete={!readOnly && note.IsOwner ? () => openDeleteConfirm(() => remove.mutate(note)) : undefined}
              busy={remove.isPending && remove.variables?.target === note.target}
            />
          ))}
        </Stack>
      )}
      {!readOnly && <AddNoteModal shipmentId={shipmentId} loadCode={loadCode} opened={adding} onClose={() => setAdding(false)} />}
    </Card>
  );
}

function NoteItem({ note, onDelete, busy }: { note: ShownNote; onDelete?: () => void; busy: boolean }) {
  const { t } = useLingui();
  return (
    <Card component="li" withBorder radius="sm" padding="sm" aria-label={t`Note by ${note.AddedBy}`} data-sync={note.sync ?? undefined}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {note.AddedBy}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(note.Created, { withZone: true })}
          </Text>
          <Badge
            size="sm"
            variant="light"
            color={note.IsPublic ? 'teal' : 'gray'}
            style={{ textTransform: 'none' }}
            leftSection={note.IsPublic ? <IconWorld size={12} aria-hidden /> : <IconLock size={12} aria-hidden />}
          >
            {note.IsPublic ? <Trans>Public</Trans> : <Trans>Private</Trans>}
          </Badge>
          {note.sync && <SyncMarkBadge mark={note.sync} />}
        </Group>
        {onDelete && (
          <Tooltip label={t`Delete note`}>
            <ActionIcon variant="subtle" color="red" onClick={onDelete} loading={busy} aria-label={t`Delete note`}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note.Body}
      </Text>
    </Card>
  );
}
