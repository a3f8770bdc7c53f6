import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Indicator, SegmentedControl, Text, Title } from '@mantine/core';
import { IconLayoutCards, IconPlus, IconTable } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatWeight } from '@/lib/format/weight';

export type ItemsView = 'card' | 'table';

type Props = {
  count: number;
  totalWeight: number | null;
  weightType: string;
  view: ItemsView;
  onView: (view: ItemsView) => void;
  onAdd: () => void;
  readOnly: boolean;
};

/** Spec 2 §2.6: the title with a pulsing count of the items, the total weight, the view switch and Add. */
export function CommoditiesHeader({ count, totalWeight, weightType, view, onView, onAdd, readOnly }: Props) {
  const { t } = useLingui();
  return (
    <Group justify="space-between" mb="sm" gap="sm">
      <Group gap="lg">
        <Indicator label={count} size={18} processing color="blue" offset={-4} aria-hidden={false}>
          <Title order={2} fz="h5" pr="md">
            <Trans>Commodities</Trans>
          </Title>
        </Indicator>
        <Text size="sm" c="dimmed" aria-live="polite">
          <Plural value={count} one="# item" other="# items" />
          {totalWeight !== null && ` · ${t`Total weight`} ${formatWeight(totalWeight, weightType)}`}
        </Text>
      </Group>
      <Group gap="xs">
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(value) => onView(value as ItemsView)}
          aria-label={t`View`}
          data={[
            { value: 'card', label: <ViewLabel icon={<IconLayoutCards size={14} />} text={t`Cards`} /> },
            { value: 'table', label: <ViewLabel icon={<IconTable size={14} />} text={t`Table`} /> },
          ]}
        />
        {!readOnly && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
            <Trans>Add commodity</Trans>
          </Button>
        )}
      </Group>
    </Group>
  );
}

function ViewLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      {icon}
      <span>{text}</span>
    </Group>
  );
}
