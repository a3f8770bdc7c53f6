import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, Modal, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Attachment } from '@/contract/billing';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { billingKeys, contractsQueryOptions, uploadBillingFiles } from './api';
import { AttachmentList } from './attachment-list';
import { FileDrop } from '@/lib/files/file-drop';
import { useFileChoice } from './file-choice';

/** Contracts of a user, or the invoice files of one subscription period. */
export type FilesTarget =
  { kind: 'contract'; userId: number } | { kind: 'invoice'; userId: number; periodId: number; invoices: Attachment[] };

type Props = { target: FilesTarget | null; opened: boolean; onClose: () => void };

/** The Add invoice / contract modal (spec 3 §2): existing files with previews, a drop zone, Close and Confirm. */
export function FilesModal({ target, opened, onClose }: Props) {
  const { t } = useLingui();
  const title = target?.kind === 'invoice' ? t`Invoices` : t`Contracts`;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered closeButtonProps={{ 'aria-label': t`Close` }}>
      {target && (
        <FilesForm key={target.kind === 'invoice' ? `i${target.periodId}` : `c${target.userId}`} target={target} onClose={onClose} />
      )}
    </Modal>
  );
}

function FilesForm({ target, onClose }: { target: FilesTarget; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const contracts = useQuery({ ...contractsQueryOptions(target.userId), enabled: target.kind === 'contract' });
  const chosen = useFileChoice();
  const existing = target.kind === 'contract' ? contracts.data : target.invoices;

  const upload = useMutation({
    mutationFn: (chosen: File[]) =>
      uploadBillingFiles(
        target.kind === 'contract'
          ? { userId: target.userId, contract: true }
          : { userId: target.userId, contract: false, periodId: target.periodId },
        chosen,
      ),
    onSuccess: async () => {
      notifySuccess(target.kind === 'contract' ? t`Contract uploaded successfully` : t`Invoice uploaded successfully`);
      chosen.clear();
      onClose();
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
    onError: (failure) => notifyHttpError(failure),
  });

  function handleConfirm() {
    if (chosen.check(true)) upload.mutate(chosen.files);
  }

  return (
    <Stack>
      <Title order={3} fz="sm">
        {target.kind === 'contract' ? <Trans>Uploaded contracts</Trans> : <Trans>Uploaded invoices</Trans>}
      </Title>
      <AttachmentList files={existing} empty={target.kind === 'contract' ? t`No contracts yet.` : t`No invoices yet.`} />
      <Divider />
      <FileDrop multiple {...chosen.dropProps} label={target.kind === 'contract' ? t`Add contracts` : t`Add invoices`} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={upload.isPending}>
          <Trans>Close</Trans>
        </Button>
        <Button onClick={handleConfirm} loading={upload.isPending}>
          <Trans>Confirm</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
