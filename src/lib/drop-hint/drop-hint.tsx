import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';

/** What a drop zone says inside: drop or choose one or more files, and the upload size limits. */
export function DropHint({ multiple, minHeight, iconSize }: { multiple: boolean; minHeight: number; iconSize: number }) {
  return (
    <Group justify="center" gap="sm" mih={minHeight} style={{ pointerEvents: 'none' }}>
      <IconUpload size={iconSize} aria-hidden />
      <div>
        <Text size="sm">
          {multiple ? <Trans>Drop files here or click to choose</Trans> : <Trans>Drop a file here or click to choose</Trans>}
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>Up to 5 MB a file, 20 MB in all</Trans>
        </Text>
      </div>
    </Group>
  );
}
