import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Card, Center, Group, Image, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconEye,
  IconEyeOff,
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconPencil,
  IconTrash,
  type Icon as TablerIcon,
} from '@tabler/icons-react';
import type { Attachment } from '@/contract/attachments';
import { formatDate } from '@/shared/format/date';
import { fileExtension, isPreviewableImage, shortFileName } from '@/lib/files/file-name';
import { openAttachment } from '@/lib/files/open-attachment';

const THUMB_HEIGHT = 96;

function FileIcon({ fileName }: { fileName: string }) {
  const extension = fileExtension(fileName).toLowerCase();
  const props = { size: 40, stroke: 1.4, 'aria-hidden': true } as const;
  if (extension === '.pdf') return <IconFileTypePdf {...props} color="var(--mantine-color-red-7)" />;
  if (['.xls', '.xlsx', '.csv'].includes(extension)) return <IconFileSpreadsheet {...props} color="var(--mantine-color-green-7)" />;
  if (['.doc', '.docx', '.txt'].includes(extension)) return <IconFileText {...props} color="var(--mantine-color-blue-7)" />;
  return <IconFile {...props} />;
}

type CardActionProps = { tooltip: string; label: string; color: string; onClick: () => void; disabled: boolean; icon: TablerIcon };

/** One of the owner's icon buttons on the card, with its tooltip. */
function CardAction({ tooltip, label, color, onClick, disabled, icon: Icon }: CardActionProps) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="subtle" color={color} size="sm" onClick={onClick} disabled={disabled} aria-label={label}>
        <Icon size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

export type AttachmentActions = {
  onToggle: (attachment: Attachment) => void;
  onEdit: (attachment: Attachment) => void;
  onDelete: (attachment: Attachment) => void;
  busy: boolean;
};

/** One attachment: thumbnail or icon, short name (opens it), type, Public / Private, date; owner actions when given. */
export function AttachmentCard({ attachment, actions }: { attachment: Attachment; actions: AttachmentActions | null }) {
  const { t } = useLingui();
  const image = isPreviewableImage(attachment.FileName);
  const name = attachment.FileName;
  const buttons = actions
    ? [
        {
          tooltip: attachment.IsPublic ? t`Make private` : t`Make public`,
          label: attachment.IsPublic ? t`Make ${name} private` : t`Make ${name} public`,
          color: 'gray',
          icon: attachment.IsPublic ? IconEyeOff : IconEye,
          onClick: () => actions.onToggle(attachment),
        },
        { tooltip: t`Edit`, label: t`Edit ${name}`, color: 'blue', icon: IconPencil, onClick: () => actions.onEdit(attachment) },
        { tooltip: t`Delete`, label: t`Delete ${name}`, color: 'red', icon: IconTrash, onClick: () => actions.onDelete(attachment) },
      ]
    : [];
  return (
    <Card withBorder radius="md" padding="sm" component="li" data-attachment-id={attachment.Id}>
      <Card.Section>
        <UnstyledButton onClick={() => openAttachment(attachment)} w="100%" aria-label={t`Open ${name}`} title={name}>
          {image ? (
            <Image src={attachment.FilePath} alt="" h={THUMB_HEIGHT} fit="cover" loading="lazy" />
          ) : (
            <Center h={THUMB_HEIGHT} bg="var(--mantine-color-default-hover)">
              <FileIcon fileName={name} />
            </Center>
          )}
        </UnstyledButton>
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Text size="sm" fw={600} title={name} style={{ overflowWrap: 'anywhere' }}>
          {shortFileName(name)}
        </Text>
        <Group gap={6}>
          <Badge size="sm" variant="light" color="gray" style={{ textTransform: 'none' }}>
            {attachment.Type}
          </Badge>
          <Badge size="sm" variant="light" color={attachment.IsPublic ? 'green' : 'orange'} style={{ textTransform: 'none' }}>
            {attachment.IsPublic ? t`Public` : t`Private`}
          </Badge>
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {formatDate(attachment.Created)}
          </Text>
          {actions && (
            <Group gap={2} wrap="nowrap" role="group" aria-label={t`Actions for ${name}`}>
              {buttons.map((button) => (
                <CardAction key={button.tooltip} {...button} disabled={actions.busy} />
              ))}
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
