import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, SegmentedControl, Stack, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useMemo, useState } from 'react';
import type { Activity, ActivityAction } from '@/contract/load-detail';
import { activitiesQueryOptions } from '../api';
import { NamedPagination } from '@/lib/ui/named-pagination';
import { NoDataRow, ScrollTable } from '@/lib/ui/scroll-table';
import { LoadModal } from '../load-modal';
import { QueryState } from '../query-state';
import { filterActivities, formatActivityValue, type ActivityFilter } from './activity-view';
import { activityFieldLabel } from './field-labels';
import { HappenedAt } from '../status-history';

const PAGE_SIZE = 10;
const ACTION_COLORS: Record<ActivityAction, string> = { Created: 'green', Updated: 'blue', StatusChanged: 'orange', Deleted: 'red' };

type Props = { loadId: number; code: string; opened: boolean; onClose: () => void };

/** Spec 2 §2.3: the load's activities with expandable field changes, a search box and quick filters. */
export function ActivitiesModal({ loadId, code, opened, onClose }: Props) {
  const { t } = useLingui();
  const activities = useQuery({ ...activitiesQueryOptions(loadId), enabled: opened });
  return (
    <LoadModal opened={opened} onClose={onClose} size="xl" title={t`Activities · ${code}`}>
      {activities.data ? (
        <ActivitiesTable activities={activities.data} />
      ) : (
        <QueryState error={activities.error} onRetry={() => void activities.refetch()} label={t`Loading activities`} />
      )}
    </LoadModal>
  );
}

function ActivitiesTable({ activities }: { activities: Activity[] }) {
  const { t } = useLingui();
  const [filter, setFilter] = useState<ActivityFilter>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const rows = useMemo(() => filterActivities(activities, filter, search), [activities, filter, search]);
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const visible = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const yesNo = { yes: t`Yes`, no: t`No` };
  const actionLabel: Record<ActivityAction, string> = {
    Created: t`Created`,
    Updated: t`Updated`,
    StatusChanged: t`Status changed`,
    Deleted: t`Deleted`,
  };
  const toggle = (id: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={filter}
          onChange={(value) => {
            setFilter(value as ActivityFilter);
            setPage(1);
          }}
          data={[
            { value: 'all', label: t`All` },
            { value: 'updates', label: t`Updates` },
            { value: 'creations', label: t`Creations` },
            { value: 'statusChanges', label: t`Status changes` },
          ]}
          size="xs"
          aria-label={t`Show`}
        />
        <TextInput
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          placeholder={t`Search`}
          aria-label={t`Search activities`}
          leftSection={<IconSearch size={16} aria-hidden />}
          size="xs"
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      <ScrollTable
        minWidth={560}
        striped
        highlightOnHover
        aria-label={t`Activities`}
        verticalSpacing="xs"
        columns={[{ w: 40, children: <VisuallyHidden>{t`Details`}</VisuallyHidden> }, t`Date`, t`User`, t`Action`, t`Changes`]}
      >
        {visible.length === 0 && <NoDataRow colSpan={5} />}
        {visible.map((activity) => {
          const open = expanded.has(activity.Id);
          const canExpand = activity.Fields.length > 0;
          return (
            <Fragment key={activity.Id}>
              <Table.Tr>
                <Table.Td>
                  {canExpand && (
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      onClick={() => toggle(activity.Id)}
                      aria-expanded={open}
                      aria-controls={`activity-${activity.Id}`}
                      aria-label={open ? t`Hide changes` : t`Show changes`}
                    >
                      {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
                    </ActionIcon>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <HappenedAt created={activity.Created} receivedAt={activity.ReceivedAt} />
                </Table.Td>
                <Table.Td>{activity.User}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={ACTION_COLORS[activity.Action] ?? 'gray'} style={{ textTransform: 'none' }}>
                    {actionLabel[activity.Action] ?? activity.Action}
                  </Badge>
                </Table.Td>
                <Table.Td>{activity.Fields.length}</Table.Td>
              </Table.Tr>
              {open && (
                <Table.Tr id={`activity-${activity.Id}`}>
                  <Table.Td colSpan={5} bg="var(--mantine-color-default-hover)">
                    <Table withTableBorder verticalSpacing={4} fz="sm" aria-label={t`Changes`}>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t`Field`}</Table.Th>
                          <Table.Th>{t`Old value`}</Table.Th>
                          <Table.Th>{t`New value`}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {activity.Fields.map((field, index) => (
                          <Table.Tr key={`${field.Field}-${index}`}>
                            <Table.Td fw={500}>{activityFieldLabel(field.Field)}</Table.Td>
                            <Table.Td>{formatActivityValue(field, field.OldValue, yesNo) || '—'}</Table.Td>
                            <Table.Td>{formatActivityValue(field, field.NewValue, yesNo) || '—'}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          );
        })}
      </ScrollTable>
      {pageCount > 1 && (
        <Group justify="flex-end">
          <NamedPagination value={current} onChange={setPage} total={pageCount} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
