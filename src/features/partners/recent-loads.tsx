import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Table, Text } from '@mantine/core';
import { formatDate } from '@/shared/format/date';
import { ScrollTable } from '@/lib/ui/scroll-table';
import { AppLink } from '@/lib/ui/app-link';
import { InfoCard } from './detail-parts';
import type { LoadSummary } from './types';

/** The party's latest loads (filled by the loads issue; empty until then). */
export function RecentLoads({ loads }: { loads: LoadSummary[] }) {
  const { t } = useLingui();
  return (
    <InfoCard title={t`Recent loads`}>
      {loads.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>There is no data available at the moment</Trans>
        </Text>
      ) : (
        <ScrollTable
          columns={[t`Load #`, t`Status`, t`Pickup`, t`Delivery`, t`Created`]}
          minWidth={520}
          aria-label={t`Recent loads`}
          striped
        >
          {loads.map((load) => (
            <Table.Tr key={load.Id}>
              <Table.Td>
                <Anchor component={AppLink} href={`/shipper/Loads/${load.Id}/detail`} size="sm">
                  {load.LoadNumber}
                </Anchor>
              </Table.Td>
              <Table.Td>{load.Status}</Table.Td>
              <Table.Td>{formatDate(load.PickupDate)}</Table.Td>
              <Table.Td>{formatDate(load.DeliveryDate)}</Table.Td>
              <Table.Td>{formatDate(load.Created)}</Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
    </InfoCard>
  );
}
