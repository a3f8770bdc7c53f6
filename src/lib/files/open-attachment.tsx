import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Button, Group, Image, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { isPreviewableImage } from './file-name';

export { shortFileName } from './file-name';

export type OpenableAttachment = { FileName: string; FilePath: string };

/**
 * Opens an attachment the spec's way: jpg/png/jpeg in an image preview modal, anything else in a new tab.
 * FilePath is a signed URL (decision 042), so neither needs an Authorization header.
 */
export function openAttachment(attachment: OpenableAttachment): void {
  if (!isPreviewableImage(attachment.FileName)) {
    window.open(attachment.FilePath, '_blank', 'noopener');
    return;
  }
  const id = modals.open({
    title: attachment.FileName,
    size: 'xl',
    centered: true,
    children: (
      <Stack>
        <Image src={attachment.FilePath} alt={attachment.FileName} fit="contain" mah="70vh" radius="sm" />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => modals.close(id)}>
            {i18n._(msg`Close`)}
          </Button>
        </Group>
      </Stack>
    ),
  });
}
