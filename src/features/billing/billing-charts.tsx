import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Card, ColorSwatch, Group, SimpleGrid, Skeleton, Text, Title, UnstyledButton } from '@mantine/core';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsivePie } from '@nivo/pie';
import { useQuery } from '@tanstack/react-query';
import type { BillingType, UsersFilter } from '@/contract/billing';
import { statisticsQueryOptions } from './api';
import { TYPE_COLORS, useChartTheme } from './chart-theme';
import { useTypeLabel } from './labels';

export type BillingChartsProps = {
  types: UsersFilter['Types'] | undefined;
  selectedTypes: readonly string[];
  /** A slice click: that type only, or clears it when it was the only one selected. */
  onTypeClick: (type: string) => void;
};

/** The pie of counts by type and the bar chart of new periods by month (spec 3 §2). Loaded lazily with nivo. */
export default function BillingCharts(props: BillingChartsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <TypesPie {...props} />
      <PeriodsBar />
    </SimpleGrid>
  );
}

function TypesPie({ types, selectedTypes, onTypeClick }: BillingChartsProps) {
  const { t } = useLingui();
  const theme = useChartTheme();
  const typeLabel = useTypeLabel();
  const data = (types ?? []).map((entry) => ({ id: entry.Type, label: typeLabel(entry.Type), value: entry.Count }));
  const total = data.reduce((sum, slice) => sum + slice.value, 0);
  const selected = new Set(selectedTypes);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t`Subscriptions by type`}>
      <Title order={2} fz="h5" mb="xs">
        <Trans>Subscriptions by type</Trans>
      </Title>
      <Group align="center" wrap="nowrap" gap="md">
        <Box h={220} style={{ flex: 1, minWidth: 0 }} data-testid="types-pie">
          {!types ? (
            <Skeleton circle h={180} w={180} mx="auto" mt={20} />
          ) : total === 0 ? (
            <Text c="dimmed" size="sm" pt="xl" ta="center">
              {t`There is no data available at the moment`}
            </Text>
          ) : (
            <ResponsivePie
              data={data.filter((slice) => slice.value > 0)}
              theme={theme}
              margin={{ top: 10, right: 10, bottom: 10, left: 10 }}
              innerRadius={0.5}
              padAngle={1}
              cornerRadius={3}
              activeOuterRadiusOffset={6}
              colors={(slice) => TYPE_COLORS[slice.id as BillingType] ?? '#868e96'}
              borderWidth={2}
              borderColor={(slice) => (selected.has(String(slice.id)) ? (theme.text?.fill ?? '#000') : 'transparent')}
              enableArcLinkLabels={false}
              arcLabelsSkipAngle={12}
              arcLabelsTextColor="#ffffff"
              onClick={(slice) => onTypeClick(String(slice.id))}
              // the legend beside it carries every type and count as text (and is the keyboard way to pick one)
              role="presentation"
              animate={false}
            />
          )}
        </Box>
        <Legend
          entries={data.map((slice) => ({ id: slice.id, label: `${slice.label} (${slice.value})` }))}
          selected={selected}
          onClick={onTypeClick}
        />
      </Group>
    </Card>
  );
}

/** The pie's legend: each type with its count; also a keyboard way to pick a slice. */
function Legend({
  entries,
  selected,
  onClick,
}: {
  entries: { id: string; label: string }[];
  selected: Set<string>;
  onClick: (id: string) => void;
}) {
  return (
    <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <UnstyledButton onClick={() => onClick(entry.id)} aria-pressed={selected.has(entry.id)} py={4}>
            <Group gap={8} wrap="nowrap">
              <ColorSwatch color={TYPE_COLORS[entry.id as BillingType] ?? '#868e96'} size={14} withShadow={false} />
              <Text size="sm" fw={selected.has(entry.id) ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
                {entry.label}
              </Text>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Box>
  );
}

const SERIES = ['D2dShipper', 'DlsShipper', 'RegularShipper', 'PaidTrucker'] as const;

function PeriodsBar() {
  const { t, i18n } = useLingui();
  const theme = useChartTheme();
  const statistics = useQuery(statisticsQueryOptions());
  const labels: Record<(typeof SERIES)[number], string> = {
    D2dShipper: t`D2D shipper`,
    DlsShipper: t`DLS shipper`,
    RegularShipper: t`Regular shipper`,
    PaidTrucker: t`Trucker (paid)`,
  };
  const colors: Record<(typeof SERIES)[number], string> = {
    D2dShipper: TYPE_COLORS.D2dShipper,
    DlsShipper: TYPE_COLORS.DlsShipper,
    RegularShipper: TYPE_COLORS.RegularShipper,
    PaidTrucker: TYPE_COLORS.Trucker,
  };
  const month = new Intl.DateTimeFormat(i18n.locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const data = (statistics.data ?? []).map((point) => ({
    month: month.format(new Date(`${point.Date}T00:00:00Z`)),
    ...Object.fromEntries(SERIES.map((key) => [labels[key], point[key]])),
  }));
  const keys = SERIES.map((key) => labels[key]);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t`New subscription periods by month`}>
      <Title order={2} fz="h5" mb="xs">
        <Trans>New subscription periods by month</Trans>
      </Title>
      <Box h={196} data-testid="periods-bar">
        {statistics.data ? (
          <ResponsiveBar
            data={data}
            keys={keys}
            indexBy="month"
            groupMode="stacked"
            theme={theme}
            margin={{ top: 10, right: 10, bottom: 44, left: 36 }}
            padding={0.25}
            colors={({ id }) => colors[SERIES[keys.indexOf(String(id))] ?? 'PaidTrucker']}
            enableLabel={false}
            axisBottom={{ tickSize: 0, tickPadding: 6, tickRotation: -40 }}
            axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: 4 }}
            role="img"
            ariaLabel={t`New subscription periods by month and type`}
            animate={false}
          />
        ) : (
          <Skeleton h="100%" />
        )}
      </Box>
      <Group gap="md" mt={6} justify="center" aria-hidden>
        {SERIES.map((key) => (
          <Group key={key} gap={6} wrap="nowrap">
            <ColorSwatch color={colors[key]} size={10} radius={2} withShadow={false} />
            <Text size="xs">{labels[key]}</Text>
          </Group>
        ))}
      </Group>
    </Card>
  );
}
