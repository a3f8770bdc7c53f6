import { useLingui } from '@lingui/react/macro';
import { Group, Text, useComputedColorScheme } from '@mantine/core';
import { MARKER_COLORS, ROUTE_COLORS } from './route-layers';

function LineSwatch({ color, dashed }: { color: string; dashed: boolean }) {
  return (
    <svg width="28" height="8" aria-hidden>
      <line x1="1" y1="4" x2="27" y2="4" stroke={color} strokeWidth="3" strokeDasharray={dashed ? '5 4' : undefined} />
    </svg>
  );
}

function Dot({ color }: { color: string }) {
  return (
    <svg width="12" height="12" aria-hidden>
      <circle cx="6" cy="6" r="5" fill={color} stroke="white" strokeWidth="1.5" />
    </svg>
  );
}

/** What the lines and dots of the map mean. */
export function MapLegend() {
  const { t } = useLingui();
  const scheme = useComputedColorScheme('light');
  const route = ROUTE_COLORS[scheme];
  const items = [
    { key: 'planned', swatch: <LineSwatch color={route.planned} dashed />, label: t`Planned route` },
    { key: 'actual', swatch: <LineSwatch color={route.actual} dashed={false} />, label: t`Actual route` },
    { key: 'origin', swatch: <Dot color={MARKER_COLORS.origin} />, label: t`Pickup` },
    { key: 'stop', swatch: <Dot color={MARKER_COLORS.stop} />, label: t`Stop` },
    { key: 'receiver', swatch: <Dot color={MARKER_COLORS.receiver} />, label: t`Delivery` },
    { key: 'truck', swatch: <Dot color={MARKER_COLORS.truck} />, label: t`Truck position` },
  ];
  return (
    <Group gap="md" component="ul" aria-label={t`Map legend`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <Group key={item.key} gap={6} component="li" wrap="nowrap">
          {item.swatch}
          <Text size="xs">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
