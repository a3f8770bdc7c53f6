import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Center, Group, Image, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconExternalLink, IconFileText, IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Attachment } from '@/contract/billing';
import { formatDateTime } from '@/shared/format/date';
import { billingKeys, fetchAttachment } from './api';
import { isPreviewableImage, shortFileName } from '@/lib/files/file-name';

/** Existing contracts or invoice files: images open in a preview modal, other files in a new tab (spec 3 §2). */
export function AttachmentList({ files, empty }: { files: Attachment[] | undefined; empty: string }) {
  const { t } = useLingui();
  const [preview, setPreview] = useState<Attachment | null>(null);
  if (!files) return <Loader size="sm" role="status" aria-label={t`Loading`} />;
  if (files.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {files.map((file) => (
          <Group key={file.Id} component="li" justify="space-between" wrap="nowrap" gap="xs">
            {isPreviewableImage(file.FileName) ? (
              <UnstyledButton onClick={() => setPreview(file)} aria-label={t`Preview ${file.FileName}`} title={file.FileName}>
                <Group gap={6} wrap="nowrap">
                  <IconPhoto size={16} aria-hidden />
                  <Text size="sm" c="var(--mantine-color-anchor)">
                    {shortFileName(file.FileName)}
                  </Text>
                </Group>
              </UnstyledButton>
            ) : (
              <Anchor
                href={file.FilePath}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                title={file.FileName}
                aria-label={t`Open ${file.FileName} in a new tab`}
              >
                <Group gap={6} wrap="nowrap" component="span">
                  <IconFileText size={16} aria-hidden />
                  {shortFileName(file.FileName)}
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            )}
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(file.Created)}
            </Text>
          </Group>
        ))}
      </Stack>
      <ImagePreview file={preview} onClose={() => setPreview(null)} />
    </>
  );
}

/** The preview of an image: uploaded-at, type and file name above the picture, read through a fresh signed link. */
function ImagePreview({ file, onClose }: { file: Attachment | null; onClose: () => void }) {
  const { t } = useLingui();
  const fresh = useQuery({
    queryKey: billingKeys.attachment(file?.Id),
    queryFn: () => fetchAttachment(file!.Id),
    enabled: !!file,
    staleTime: 30 * 60_000,
  });
  const shown = fresh.data ?? file;
  return (
    <Modal
      opened={!!file}
      onClose={onClose}
      title={t`Preview`}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
      zIndex={400}
    >
      {shown && (
        <Stack>
          <Group gap="lg" wrap="wrap">
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                <Trans>Uploaded at</Trans>:{' '}
              </Text>
              {formatDateTime(shown.Created)}
            </Text>
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                <Trans>Type</Trans>:{' '}
              </Text>
              {shown.Type === 'Contract' ? t`Contract` : t`Invoice`}
            </Text>
            <Text size="sm" title={shown.FileName}>
              <Text span c="dimmed" size="sm">
                <Trans>File name</Trans>:{' '}
              </Text>
              {shortFileName(shown.FileName)}
            </Text>
          </Group>
          {fresh.isPending ? (
            <Center h={200}>
              <Loader role="status" aria-label={t`Loading`} />
            </Center>
          ) : (
            <Image src={shown.FilePath} alt={shown.FileName} fit="contain" mah="65vh" radius="sm" />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
