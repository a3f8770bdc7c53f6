import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { attachmentKeys, uploadAttachments } from './api';
import { AttachmentForm, TypeAndAccessFields, useUploadProblem } from './attachment-form-parts';
import { FileDrop } from '@/lib/files/file-drop';
import { uploadProblem } from '@/lib/files/upload-rules';
import { useUnsavedChanges } from '@/lib/pwa/unsaved-changes';
import { FormModal } from '@/lib/ui/form-modal';
import { useSubmitMutation } from '@/lib/ui/use-submit-mutation';

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
  const problem = useUploadProblem();
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
    problem.setProblem(found);
    if (!found && typeId !== null) upload.submit({ shipmentId, typeId, isPublic, files });
  }

  return (
    <AttachmentForm onSubmit={submit} onCancel={onDone} pending={upload.isPending} submitLabel={<Trans>Upload</Trans>}>
      <TypeAndAccessFields typeId={typeId} onTypeChange={setTypeId} isPublic={isPublic} onPublicChange={setIsPublic} problem={problem} />
      <FileDrop
        files={files}
        onChange={(next) => {
          setFiles(next);
          problem.filesChanged();
        }}
        multiple
        label={t`Choose files to attach`}
        error={problem.filesError}
        disabled={upload.isPending}
      />
    </AttachmentForm>
  );
}
