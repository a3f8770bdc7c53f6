import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import { formatDate, formatDateTime } from '@/shared/format/date';
import type { OutboxEntry } from '@/lib/offline/outbox-entry';
import { stopMerge } from '@/lib/offline/stop-merge';
import type { EntryNames } from './entry-summary';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A field's value as the user reads it: dates in the app's format (a day when midnight UTC), lists joined, — for none. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(String).join(', ');
  if (typeof value === 'string' && ISO_DATE.test(value))
    return /T00:00(:00(\.0+)?)?Z$/.test(value) ? formatDate(value) : formatDateTime(value);
  return String(value);
}

/** The fields a queued stop edit changes that the server now holds differently; a company is told by its name. */
export function differingFields(mine: Record<string, unknown>, server: Record<string, unknown> | null): [string, unknown, unknown][] {
  if (!server) return [];
  return Object.keys(mine)
    .filter((field) => field in server && shownValue(mine[field]) !== shownValue(server[field]))
    .map((field) =>
      field === 'AddressId' && 'Name' in mine && 'Name' in server ? [field, mine.Name, server.Name] : [field, mine[field], server[field]],
    );
}

/** A conflict, side by side: what this device holds and what the server holds now. */
export function ConflictValues({ entry, names }: { entry: OutboxEntry; names: EntryNames }) {
  const { t, i18n } = useLingui();
  const server = entry.serverValue as Record<string, unknown> | null;
  const merge = stopMerge(entry);
  const statusText = (code: unknown) => {
    const name = names.statusName(String(code ?? ''));
    return name ? i18n._(name) : shownValue(code);
  };
  const fieldText = (field: string) => i18n._(names.fieldLabel(field)!);
  const rows: [string, string, string][] =
    entry.kind === 'status.change'
      ? [[t`Status`, statusText(entry.payload.StatusCode), statusText(server?.StatusCode)]]
      : differingFields(entry.payload, server)
          // the fields the user edits; the company's address lines follow the company
          .filter(([field]) => names.fieldLabel(field) !== undefined)
          // only what both sides changed is asked about; the rest merges by itself (issue 35 item 2)
          .filter(([field]) => !merge || merge.asked.includes(field))
          .map(([field, mine, theirs]) => [fieldText(field), shownValue(mine), shownValue(theirs)]);
  if (entry.kind === 'stop.update' && server === null) {
    return (
      <Text size="xs" c="dimmed">
        <Trans>Someone else deleted this stop. Add it again with your changes, or discard them.</Trans>
      </Text>
    );
  }
  if (entry.kind === 'stop.move') {
    return (
      <Text size="xs" c="dimmed">
        <Trans>
          Someone added or deleted a stop of this load. Keep my order puts your order on the stops it has now; a stop added since keeps its
          place.
        </Trans>
      </Text>
    );
  }
  if (rows.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        <Trans>The server no longer accepts this change as it is.</Trans>
      </Text>
    );
  }
  return (
    <Table withTableBorder fz="xs" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th>
            <Trans>On this device</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>On the server</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([field, mine, theirs]) => (
          <Table.Tr key={field}>
            <Table.Th scope="row">{field}</Table.Th>
            <Table.Td>{mine}</Table.Td>
            <Table.Td>{theirs}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
