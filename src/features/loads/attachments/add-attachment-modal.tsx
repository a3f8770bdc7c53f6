import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { translateMessage } from '@/lib/i18n/server-messages';
import { attachmentKeys, uploadAttachments } from './api';
import { AccessLevelControl, AttachmentTypeSelect } from './attachment-form-parts';
import { FileDrop } from '@/lib/files/file-drop';
import { UPLOAD_MESSAGES, uploadProblem, type UploadProblem } from '@/lib/files/upload-rules';
import { useUnsavedChanges } from '@/lib/pwa/unsaved-changes';
import { FormModal } from '@/lib/ui/form-modal';
import { useSubmitMutation } from '@/lib/ui/use-submit-mutation';
import { FormActions } from '@/lib/ui/form-actions';

type Props = { shipmentId: number; opened: boolean; onClose: () => void };

/** Add attachments: type, access level, one or more files (5 MB each, 20 MB in all). */
export function AddAttachmentModal({ shipmentId, opened, onClose }: Props) {
  const { t } = useLingui();
  return (
    <FormModal opened={opened} onClose={onClose} title={t`Add attachment`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      {/* remounted on each opening: a fresh form */}
      {opened && <AddAttachmentForm shipmentId={shipmentId} onDone={onClose} />}
    </FormModal>
  );
}

function AddAttachmentForm({ shipmentId, onDone }: { shipmentId: number; onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [typeId, setTypeId] = useState<number | null>(null);
  const [isPublic, setIsPublic] = useState(true);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  // a chosen file is unsaved work until it is uploaded
  useUnsavedChanges(files.length > 0 || typeId !== null);
  const upload = useSubmitMutation({
    mutationFn: uploadAttachments,
    onSuccess: async (added) => {
      await queryClient.invalidateQueries({ queryKey: attachmentKeys.list(shipmentId) });
      notifySuccess(added.length === 1 ? t`The attachment has been added.` : t`${added.length} attachments have been added.`);
      onDone();
    },
    onError: (error) => notifyHttpError(error),
  });

  function submit() {
    const found = uploadProblem(typeId, files);
    setProblem(found);
    if (!found && typeId !== null) upload.submit({ shipmentId, typeId, isPublic, files });
  }

  const message = problem && translateMessage(UPLOAD_MESSAGES[problem]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="md">
        <AttachmentTypeSelect
          value={typeId}
          onChange={(next) => {
            setTypeId(next);
            if (problem === 'type') setProblem(null);
          }}
          error={problem === 'type' ? message : null}
        />
        <AccessLevelControl isPublic={isPublic} onChange={setIsPublic} />
        <FileDrop
          files={files}
          onChange={(next) => {
            setFiles(next);
            if (problem && problem !== 'type') setProblem(null);
          }}
          multiple
          label={t`Choose files to attach`}
          error={problem && problem !== 'type' ? message : null}
          disabled={upload.isPending}
        />
        <FormActions onCancel={onDone} pending={upload.isPending}>
          <Trans>Upload</Trans>
        </FormActions>
      </Stack>
    </form>
  );
}
