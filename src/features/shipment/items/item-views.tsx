import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Card, Group, SimpleGrid, Table, Text, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FieldControl, type FieldContext, type ItemField } from './item-fields';

export type ItemViewProps = {
  rowKey: string;
  /** 1-based, as shown. */
  number: number;
  fields: ItemField[];
  ctx: FieldContext;
  isNew: boolean;
  isChanged: boolean;
  busy: boolean;
  onSave: () => void;
  onDelete: () => void;
};

function Actions({
  number,
  isChanged,
  busy,
  readOnly,
  onSave,
  onDelete,
  compact,
}: Pick<ItemViewProps, 'number' | 'isChanged' | 'busy' | 'onSave' | 'onDelete'> & { readOnly: boolean; compact: boolean }) {
  const { t } = useLingui();
  if (readOnly) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {isChanged &&
        (compact ? (
          <Tooltip label={t`Save item ${number}`}>
            <ActionIcon variant="filled" aria-label={t`Save item ${number}`} loading={busy} onClick={onSave}>
              <IconDeviceFloppy size={16} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button
            size="compact-sm"
            leftSection={<IconDeviceFloppy size={14} />}
            loading={busy}
            onClick={onSave}
            aria-label={t`Save item ${number}`}
          >
            <Trans>Save</Trans>
          </Button>
        ))}
      <Tooltip label={t`Delete item ${number}`}>
        <ActionIcon variant="subtle" color="red" aria-label={t`Delete item ${number}`} disabled={busy} onClick={onDelete}>
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function StateBadge({ isNew, isChanged }: { isNew: boolean; isChanged: boolean }): ReactNode {
  if (isNew)
    return (
      <Badge size="xs" color="blue" variant="light">
        <Trans>New</Trans>
      </Badge>
    );
  if (isChanged)
    return (
      <Badge size="xs" color="yellow" variant="light">
        <Trans>Unsaved</Trans>
      </Badge>
    );
  return null;
}

/** Card view: one block per item (spec 2 §2.7). */
export function ItemCard({ rowKey, number, fields, ctx, isNew, isChanged, busy, onSave, onDelete }: ItemViewProps) {
  const { t } = useLingui();
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={t`Item ${number}`} data-item-key={rowKey}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs">
          <Text fw={600} size="sm">
            {t`Item ${number}`}
          </Text>
          <StateBadge isNew={isNew} isChanged={isChanged} />
        </Group>
        <Actions
          number={number}
          isChanged={isChanged}
          busy={busy}
          readOnly={ctx.readOnly}
          onSave={onSave}
          onDelete={onDelete}
          compact={false}
        />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" verticalSpacing="xs">
        {fields.map((field) => (
          <FieldControl key={field.key} field={field} ctx={ctx} />
        ))}
      </SimpleGrid>
    </Card>
  );
}

/** Table view: one row per item, the column headers name the fields. */
export function ItemTableRow({ rowKey, number, fields, ctx, isNew, isChanged, busy, onSave, onDelete }: ItemViewProps) {
  const { t } = useLingui();
  return (
    <Table.Tr data-item-key={rowKey} aria-label={t`Item ${number}`}>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={600}>
            {number}
          </Text>
          <StateBadge isNew={isNew} isChanged={isChanged} />
        </Group>
      </Table.Td>
      {fields.map((field) => (
        <Table.Td key={field.key} miw={field.kind === 'class' ? 130 : field.kind === 'checkbox' ? 60 : 110}>
          <FieldControl field={field} ctx={ctx} />
        </Table.Td>
      ))}
      <Table.Td>
        <Actions number={number} isChanged={isChanged} busy={busy} readOnly={ctx.readOnly} onSave={onSave} onDelete={onDelete} compact />
      </Table.Td>
    </Table.Tr>
  );
}
