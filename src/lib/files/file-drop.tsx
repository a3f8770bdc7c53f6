import '@mantine/dropzone/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, List, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { shortFileName } from './file-name';
import { formatFileSize } from './upload-rules';

type Props = {
  files: File[];
  onChange: (files: File[]) => void;
  multiple: boolean;
  label: string;
  error?: string | null;
  disabled?: boolean;
};

/**
 * A drop zone that collects files (checked by the caller's rules) and lists them with a remove button. Nothing is
 * refused here: size problems are reported with the spec's messages, not the drop zone's own.
 */
export function FileDrop({ files, onChange, multiple, label, error, disabled }: Props) {
  const { t } = useLingui();
  const add = (picked: File[]) => onChange(multiple ? [...files, ...picked] : picked.slice(0, 1));
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={add}
        onReject={(rejections) => add(rejections.map((r) => r.file))}
        multiple={multiple}
        disabled={disabled}
        aria-label={label}
        p="md"
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Group justify="center" gap="sm" mih={56} style={{ pointerEvents: 'none' }}>
          <IconUpload size={26} aria-hidden />
          <div>
            <Text size="sm">
              {multiple ? <Trans>Drop files here or click to choose</Trans> : <Trans>Drop a file here or click to choose</Trans>}
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>Up to 5 MB a file, 20 MB in all</Trans>
            </Text>
          </div>
        </Group>
      </Dropzone>
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
      {files.length > 0 && (
        <List spacing={4} size="sm" icon={<IconFile size={16} aria-hidden />} aria-label={t`Chosen files`}>
          {files.map((file, index) => (
            <List.Item key={`${file.name}-${index}`}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" title={file.name}>
                  {shortFileName(file.name)}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatFileSize(file.size)}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
                  aria-label={t`Remove ${file.name}`}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
