import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Attachment } from '@/contract/attachments';
import { openDeleteConfirm } from '@/lib/ui/confirm-delete';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { AddAttachmentModal } from './add-attachment-modal';
import { attachmentKeys, attachmentsQueryOptions, deleteAttachment, toggleAttachmentVisibility } from './api';
import { AttachmentCard, type AttachmentActions } from './attachment-card';
import { EditAttachmentModal } from './edit-attachment-modal';

type Props = {
  shipmentId: number;
  /** Details mode (the trucker's view): no add, edit or delete (spec 2 §2.5). */
  details: boolean;
};

/** The load's attachments as cards; outside details mode: Add, and on the caller's own files toggle / edit / delete. */
export function AttachmentsPanel({ shipmentId, details }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery(attachmentsQueryOptions(shipmentId));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<{ attachment: Attachment; opened: boolean } | null>(null);

  const setOne = (next: Attachment) =>
    queryClient.setQueryData<Attachment[]>(attachmentKeys.list(shipmentId), (old) => old?.map((a) => (a.Id === next.Id ? next : a)));
  const toggle = useMutation({
    mutationFn: (attachment: Attachment) => toggleAttachmentVisibility(attachment.Id),
    onSuccess: (next) => {
      setOne(next);
      notifySuccess(next.IsPublic ? t`The attachment is now public.` : t`The attachment is now private.`);
    },
    onError: (error) => notifyHttpError(error),
  });
  const remove = useMutation({
    mutationFn: (attachment: Attachment) => deleteAttachment(attachment.Id),
    onSuccess: (_answer, attachment) => {
      queryClient.setQueryData<Attachment[]>(attachmentKeys.list(shipmentId), (old) => old?.filter((a) => a.Id !== attachment.Id));
      notifySuccess(t`Your Attachment has been deleted`);
    },
    onError: (error) => notifyHttpError(error, { title: t`Oops!` }),
  });

  const confirmDelete = (attachment: Attachment) => openDeleteConfirm(() => remove.mutate(attachment));

  const actions: AttachmentActions = {
    onToggle: (attachment) => toggle.mutate(attachment),
    onEdit: (attachment) => setEditing({ attachment, opened: true }),
    onDelete: confirmDelete,
    busy: toggle.isPending || remove.isPending,
  };
  const attachments = list.data ?? [];

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="attachments-title">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={2} fz="h5" id="attachments-title">
            <Trans>Attachments</Trans>
          </Title>
          {list.data && (
            <Badge size="sm" variant="light" circle aria-label={t`${attachments.length} attachments`}>
              {attachments.length}
            </Badge>
          )}
        </Group>
        {!details && (
          <Button size="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            <Trans>Add attachment</Trans>
          </Button>
        )}
      </Group>
      {list.isError ? (
        <Group gap="sm">
          <Text size="sm" c="red">
            <Trans>The attachments could not be loaded.</Trans>
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Group>
      ) : list.isLoading ? (
        <Text size="sm" c="dimmed">
          <Trans>Loading attachments…</Trans>
        </Text>
      ) : attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No attachments yet.</Trans>
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-labelledby="attachments-title"
        >
          {attachments.map((attachment) => (
            <AttachmentCard key={attachment.Id} attachment={attachment} actions={!details && attachment.IsOwner ? actions : null} />
          ))}
        </SimpleGrid>
      )}
      {!details && (
        <>
          <AddAttachmentModal shipmentId={shipmentId} opened={adding} onClose={() => setAdding(false)} />
          <EditAttachmentModal
            shipmentId={shipmentId}
            attachment={editing?.attachment ?? null}
            opened={!!editing?.opened}
            onClose={() => setEditing((current) => current && { ...current, opened: false })}
          />
        </>
      )}
    </Card>
  );
}
