import '@mantine/dropzone/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, List, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconFile, IconUpload } from '@tabler/icons-react';
import type { Attachment } from '@/contract/attachments';
import type { BillingAttachmentType } from '@/contract/loads';
import { notifyHttpError } from '@/lib/http/error-catalogue';
import { showNotice } from '@/lib/ui/notify';
import { formatDate } from '@/shared/format/date';
import { loadKeys, uploadBillingFiles } from '../api';
import { openAttachment, shortFileName } from '@/lib/files/open-attachment';
import { filesProblem } from '@/lib/files/upload-rules';

type BillingFilesProps = { shipmentId: number; type: BillingAttachmentType; files: Attachment[] };

/** The bill's (BB) or invoice's (BI) files: the list, opened the spec's way, and a drop zone that uploads at once. */
export function BillingFiles({ shipmentId, type, files }: BillingFilesProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (picked: File[]) => uploadBillingFiles(shipmentId, type, picked),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loadKeys.all }),
    onError: (error) => notifyHttpError(error),
  });

  function handleDrop(picked: File[]) {
    const problem = filesProblem(picked, true);
    if (problem === 'file') showNotice('error', t`Error`, t({ id: 'Please_select_file', message: 'Please select file' }));
    else if (problem === 'fileSize')
      showNotice(
        'error',
        t`Error`,
        t({ id: 'You_have_exceeded_the_file_size_limit(5mb)', message: 'You have exceeded the file size limit (5mb)' }),
      );
    else if (problem === 'totalSize')
      showNotice(
        'error',
        t`Error`,
        t({ id: 'You_have_exceeded_the_size_limit(20mb)', message: 'You have exceeded the size limit (20mb)' }),
      );
    else upload.mutate(picked);
  }

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {type === 'BB' ? <Trans>Bill files</Trans> : <Trans>Invoice files</Trans>}
      </Text>
      {files.length > 0 ? (
        <List spacing={4} size="sm" icon={<IconFile size={16} aria-hidden />} data-testid="billing-files">
          {files.map((file) => (
            <List.Item key={file.Id}>
              <Anchor component="button" type="button" size="sm" onClick={() => openAttachment(file)} title={file.FileName}>
                {shortFileName(file.FileName)}
              </Anchor>{' '}
              <Text span size="xs" c="dimmed">
                {formatDate(file.Created)}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>No files yet.</Trans>
        </Text>
      )}
      <Dropzone
        onDrop={handleDrop}
        onReject={(rejected) => handleDrop(rejected.map((r) => r.file))}
        loading={upload.isPending}
        multiple
        aria-label={type === 'BB' ? t`Upload bill files` : t`Upload invoice files`}
        p="md"
      >
        <Group justify="center" gap="sm" mih={48} style={{ pointerEvents: 'none' }}>
          <IconUpload size={24} aria-hidden />
          <div>
            <Text size="sm">
              <Trans>Drop files here or click to choose</Trans>
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>Up to 5 MB a file, 20 MB in all</Trans>
            </Text>
          </div>
        </Group>
      </Dropzone>
    </Stack>
  );
}
