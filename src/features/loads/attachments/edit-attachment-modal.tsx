import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Attachment } from '@/contract/attachments';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { attachmentKeys, updateAttachment } from './api';
import { AttachmentForm, TypeAndAccessFields, useUploadProblem } from './attachment-form-parts';
import { FileDrop } from '@/lib/files/file-drop';
import { fileExtension, renamedKeepingExtension } from '@/lib/files/file-name';
import { filesProblem } from '@/lib/files/upload-rules';
import { useUnsavedChanges } from '@/lib/pwa/unsaved-changes';
import { FormModal } from '@/lib/ui/form-modal';
import { useSubmitMutation } from '@/lib/ui/use-submit-mutation';

type Props = { shipmentId: number; attachment: Attachment | null; opened: boolean; onClose: () => void };

/** Edit an attachment: a new name (the original extension is kept), type, access level, optionally a new file. */
export function EditAttachmentModal({ shipmentId, attachment, opened, onClose }: Props) {
  const { t } = useLingui();
  return (
    <FormModal opened={opened} onClose={onClose} title={t`Edit attachment`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      {opened && attachment && <EditAttachmentForm key={attachment.Id} shipmentId={shipmentId} attachment={attachment} onDone={onClose} />}
    </FormModal>
  );
}

function baseName(fileName: string): string {
  const extension = fileExtension(fileName);
  return extension ? fileName.slice(0, -extension.length) : fileName;
}

function EditAttachmentForm({ shipmentId, attachment, onDone }: { shipmentId: number; attachment: Attachment; onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const extension = fileExtension(attachment.FileName);
  const [name, setName] = useState(baseName(attachment.FileName));
  const [typeId, setTypeId] = useState<number | null>(attachment.TypeId);
  const [isPublic, setIsPublic] = useState(attachment.IsPublic);
  const [files, setFiles] = useState<File[]>([]);
  const [nameError, setNameError] = useState<string | null>(null);
  const problem = useUploadProblem();
  useUnsavedChanges(
    name !== baseName(attachment.FileName) || typeId !== attachment.TypeId || isPublic !== attachment.IsPublic || files.length > 0,
  );
  const save = useSubmitMutation({
    mutationFn: updateAttachment,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: attachmentKeys.list(shipmentId) });
      notifySuccess(t`The attachment has been updated.`);
      onDone();
    },
    onError: (error) => notifyHttpError(error),
  });

  function submit() {
    const nameMissing = name.trim() === '';
    setNameError(nameMissing ? t`Name is required` : null);
    const found = typeId === null ? 'type' : filesProblem(files, false);
    problem.setProblem(found);
    if (nameMissing || found || typeId === null) return;
    save.submit({ id: attachment.Id, name: renamedKeepingExtension(name, attachment.FileName), typeId, isPublic, file: files[0] ?? null });
  }

  return (
    <AttachmentForm onSubmit={submit} onCancel={onDone} pending={save.isPending} submitLabel={<Trans>Save</Trans>}>
      <TextInput
        label={t`Name`}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setNameError(null);
        }}
        error={nameError}
        withAsterisk
        rightSection={
          extension ? (
            <Text size="sm" c="dimmed">
              {extension}
            </Text>
          ) : undefined
        }
        rightSectionWidth={extension ? Math.max(40, extension.length * 9 + 12) : undefined}
        description={extension ? t`The extension ${extension} is kept.` : undefined}
        data-autofocus
      />
      <TypeAndAccessFields typeId={typeId} onTypeChange={setTypeId} isPublic={isPublic} onPublicChange={setIsPublic} problem={problem} />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          <Trans>Replace the file (optional)</Trans>
        </Text>
        <FileDrop
          files={files}
          onChange={(next) => {
            setFiles(next);
            problem.filesChanged();
          }}
          multiple={false}
          label={t`Choose a replacement file`}
          error={problem.filesError}
          disabled={save.isPending}
        />
      </Stack>
    </AttachmentForm>
  );
}
