import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Drawer, Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  /** `field:order` values and their labels. */
  sortOptions: readonly { value: string; label: string }[];
  sortValue: string;
  onSortChange: (field: string, order: 'asc' | 'desc') => void;
  /** How many filters are in force (shown on the sheet's button). */
  activeFilters: number;
  /** The filter fields, stacked in the sheet. */
  filters: ReactNode;
  /** Shown between the button and the count (the board's chips). */
  chips?: ReactNode;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The cards (or their skeletons, or the empty message). */
  children: ReactNode;
};

/**
 * A list on a phone (issues 35, 38): a "Filters and sort" button opening a bottom sheet, the count, the cards and their
 * pages. The board and a trucker's own loads use it; tablets and desks keep the table.
 */
export function PhoneList({
  sortOptions,
  sortValue,
  onSortChange,
  activeFilters,
  filters,
  chips,
  total,
  page,
  pageSize,
  onPageChange,
  children,
}: Props) {
  const { t } = useLingui();
  const [opened, sheet] = useDisclosure(false);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Button
          variant="default"
          style={{ flexShrink: 0 }}
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          rightSection={
            activeFilters > 0 && (
              <Badge size="sm" circle>
                {activeFilters}
              </Badge>
            )
          }
          onClick={sheet.open}
        >
          <Trans>Filters and sort</Trans>
        </Button>
        <Text size="sm" c="dimmed" ta="right" miw={0}>
          {sortOptions.find((option) => option.value === sortValue)?.label}
        </Text>
      </Group>
      {chips}
      <Text size="sm" c="dimmed" role="status">
        {plural(total, { one: '# load', other: '# loads' })}
      </Text>
      {children}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPageChange}
          siblings={0}
          boundaries={1}
          withEdges={false}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? t`Previous page` : control === 'next' ? t`Next page` : control,
          })}
          getItemProps={(item) => ({ 'aria-label': t`Page ${item}` })}
          styles={{ root: { alignSelf: 'center' } }}
        />
      )}
      <Drawer
        opened={opened}
        onClose={sheet.close}
        position="bottom"
        size="92%"
        title={t`Filters and sort`}
        closeButtonProps={{ 'aria-label': t`Close filters` }}
        styles={{ content: { borderTopLeftRadius: 12, borderTopRightRadius: 12 } }}
      >
        <Stack gap="md">
          <Select
            label={t`Sort by`}
            data={sortOptions}
            value={sortValue}
            allowDeselect={false}
            onChange={(value) => {
              if (!value) return;
              const [field, order] = value.split(':');
              onSortChange(field, order as 'asc' | 'desc');
            }}
            comboboxProps={{ withinPortal: true }}
          />
          {filters}
          <Button onClick={sheet.close} fullWidth>
            {plural(total, { one: 'Show # load', other: 'Show # loads' })}
          </Button>
        </Stack>
      </Drawer>
    </Stack>
  );
}
