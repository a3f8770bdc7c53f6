import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { MODE_FREIGHT, type ShipmentItemInput, type ShipmentItems, type WeightTypeName } from '@/contract/shipment';
import { isBackOffice, useSession } from '@/lib/session';
import { shipmentQueryOptions, shipmentViewModelQueryOptions } from '../api';
import { stopsQueryOptions } from '../stops/api';
import { itemKeys, itemsQueryOptions, updateItem } from './api';
import { CommoditiesHeader, type ItemsView } from './commodities-header';
import { ItemBlock, type ItemActions } from './item-block';
import type { ItemLookups } from './item-fields';
import { freightFields, genericFields } from './item-layouts';
import { DEFAULT_UNITS, disabledWeightTypes, newItem, unitsDiffer, unitsOf, withUnits, type ItemUnits } from './item-rules';

type NewRow = { key: string; base: ShipmentItemInput };

/**
 * A load can carry dozens of items of ~16 inputs each: they render in small batches, each in a transition, so the rest
 * of the form is usable at once: React renders a batch in slices and sets it aside for a key typed meanwhile, and each
 * batch's commit stays short (decision 151).
 */
const BATCH = 5;

/** Spec 2 §2.6–§2.7: the load's line items, each its own block, in cards or a table. */
export function CommoditiesPanel({ shipmentId, modeId, readOnly }: { shipmentId: number; modeId: number | null; readOnly: boolean }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const freight = modeId === MODE_FREIGHT;
  const session = useSession();
  const shipment = useQuery({
    ...shipmentQueryOptions(shipmentId),
    select: (s) => ({ ShipperId: s.ShipperId, PickupName: s.PickupName, DestinationName: s.DestinationName }),
  });
  const shipperId = isBackOffice(session) ? shipment.data?.ShipperId : undefined;
  const viewModel = useQuery({ ...shipmentViewModelQueryOptions(shipperId), enabled: !isBackOffice(session) || shipperId !== undefined });
  const stops = useQuery(stopsQueryOptions(shipmentId));
  const items = useQuery(itemsQueryOptions(shipmentId));

  const [view, setView] = useState<ItemsView>('card');
  const [newRows, setNewRows] = useState<NewRow[]>([]);
  const [unitOverride, setUnitOverride] = useState<ItemUnits | null>(null);
  const [weightTypeReports, setWeightTypeReports] = useState<Record<string, WeightTypeName>>({});
  const counter = useRef(0);

  const saved = useMemo(() => items.data?.Items ?? [], [items.data]);
  // the first item sets the units: the first saved one (a new item goes last, so it never takes that role from it)
  const units = unitOverride ?? unitsOf(saved[0] ?? newRows[0]?.base) ?? DEFAULT_UNITS;
  const rowCount = newRows.length + saved.length;

  const usedWeightTypes = [
    ...saved.map((item) => weightTypeReports[`item-${item.Id}`] ?? item.WeightType),
    ...newRows.map((row) => weightTypeReports[row.key] ?? row.base.WeightType),
  ];
  const disabled = freight ? '' : disabledWeightTypes([...new Set(usedWeightTypes)], rowCount).join(',');

  const lookups = useMemo<ItemLookups>(() => {
    const packaging = (viewModel.data?.Packaging ?? []).map((p) => ({ value: String(p.Id), label: p.Name }));
    const modes = viewModel.data?.MeasureModes.map((m) => m.Name) ?? [];
    const stopList = stops.data ?? [];
    const stopOption = (stop: (typeof stopList)[number]) => ({ value: String(stop.Id), label: `${stop.Position + 1}. ${stop.Name}` });
    const origin = shipment.data?.PickupName ?? '';
    const receiver = shipment.data?.DestinationName ?? '';
    return {
      packaging,
      weightModes: (modes.length > 0 ? modes : ['each', 'total']).map((m) => ({ value: m, label: m })),
      pickupStops: [
        { value: '', label: origin ? t`Origin · ${origin}` : t`Origin` },
        ...stopList.filter((s) => s.Type === 'Pick-up').map(stopOption),
      ],
      dropStops: [
        { value: '', label: receiver ? t`Receiver · ${receiver}` : t`Receiver` },
        ...stopList.filter((s) => s.Type === 'Drop').map(stopOption),
      ],
    };
  }, [viewModel.data, stops.data, shipment.data?.PickupName, shipment.data?.DestinationName, t]);

  const freightRef = useRef(freight);
  freightRef.current = freight;

  const actions = useMemo<ItemActions>(
    () => ({
      setUnits: (next) => setUnitOverride(next),
      reportWeightType: (rowKey, type) => setWeightTypeReports((reports) => ({ ...reports, [rowKey]: type })),
      propagateUnits: async (next) => {
        const current = queryClient.getQueryData<ShipmentItems>(itemKeys.list(shipmentId))?.Items ?? [];
        for (const item of current) {
          if (unitsDiffer(item, next, freightRef.current)) await updateItem(item.Id, withUnits(item, next, freightRef.current));
        }
        await queryClient.invalidateQueries({ queryKey: itemKeys.list(shipmentId) });
        setUnitOverride(null);
      },
      dropNew: (rowKey) => {
        setNewRows((rows) => rows.filter((row) => row.key !== rowKey));
        setWeightTypeReports(({ [rowKey]: _dropped, ...rest }) => rest);
      },
    }),
    [queryClient, shipmentId],
  );

  function add() {
    counter.current += 1;
    const base = newItem(shipmentId, units);
    // generic layout: a new item takes the weight type the load already uses (spec 2 §5)
    if (!freight && usedWeightTypes.length > 0) base.WeightType = usedWeightTypes[0]!;
    setNewRows((rows) => [...rows, { key: `new-${counter.current}`, base }]);
  }

  const rows = [
    ...saved.map((item) => ({ key: `item-${item.Id}`, saved: item, base: item as ShipmentItemInput })),
    ...newRows.map((row) => ({ key: row.key, saved: null, base: row.base })),
  ];
  const [rendered, setRendered] = useState(0);
  useEffect(() => {
    if (rendered < rows.length) startTransition(() => setRendered((count) => count + BATCH));
  }, [rendered, rows.length]);

  const blocks = rows
    .slice(0, rendered)
    .map((row, index) => (
      <ItemBlock
        key={row.key}
        rowKey={row.key}
        number={index + 1}
        shipmentId={shipmentId}
        saved={row.saved}
        base={row.base}
        freight={freight}
        readOnly={readOnly}
        isFirst={index === 0}
        unitOfMeasureId={units.UnitOfMeasureId}
        dimensionsType={units.DimensionsType}
        disabledWeightTypes={disabled}
        view={view}
        lookups={lookups}
        actions={actions}
      />
    ));
  const headerFields = (freight ? freightFields : genericFields)(i18n, { lookups, isFirst: true, disabledWeightTypes: [] });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t`Commodities`}>
      <CommoditiesHeader
        count={rowCount}
        totalWeight={items.data?.TotalWeight ?? null}
        weightType={items.data?.WeightType ?? ''}
        view={view}
        onView={setView}
        onAdd={add}
        readOnly={readOnly}
      />
      {items.isError && (
        <Alert color="red" mb="sm">
          <Trans>The commodities could not be loaded.</Trans>
        </Alert>
      )}
      {rowCount === 0 && !items.isPending ? (
        <Text size="sm" c="dimmed">
          <Trans>No commodities yet.</Trans>
        </Text>
      ) : view === 'card' ? (
        <Stack gap="sm">{blocks}</Stack>
      ) : (
        <Table.ScrollContainer minWidth={freight ? 2000 : 1500}>
          <Table verticalSpacing={4} horizontalSpacing="xs" aria-label={t`Commodities`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                {headerFields.map((field) => (
                  <Table.Th key={field.key}>
                    <Text size="xs" fw={600}>
                      {field.label}
                    </Text>
                  </Table.Th>
                ))}
                <Table.Th>
                  <Text size="xs" fw={600}>
                    <Trans>Actions</Trans>
                  </Text>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{blocks}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
