import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Alert, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useOutbox } from '@/lib/offline/use-offline';
import { stopsQueryOptions } from './api';
import { stopsWithOutbox, stopTarget } from './pending-stops';
import { StopPanel } from './stop-panel';
import { savedStopValue, useStopsContext } from './stops-context';

/** Spec 2 §2.8: one collapsible panel per stop, saved stops by Position, then the ones added and not saved yet. */
export function StopsEditor() {
  const { t } = useLingui();
  const { shipmentId, newStops, opened, setOpened } = useStopsContext();
  const stops = useQuery(stopsQueryOptions(shipmentId));
  const outbox = useOutbox(shipmentId);
  // the server's stops with the writes still waiting in the outbox applied (issue 7)
  const saved = useMemo(() => stopsWithOutbox(stops.data ?? [], outbox), [stops.data, outbox]);
  const count = saved.length + newStops.length;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t`Stops`}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h5">
          <Trans>Stops</Trans>
        </Title>
        {stops.isFetching && <Loader size="xs" role="status" aria-label={t`Loading stops`} />}
      </Group>
      {stops.isError && (
        <Alert color="red" mb="sm">
          <Trans>The stops could not be loaded.</Trans>
        </Alert>
      )}
      {count === 0 && !stops.isPending ? (
        <Text size="sm" c="dimmed">
          <Trans>No extra stops. Add a pick-up or drop stop from the shipping or receiving details.</Trans>
        </Text>
      ) : (
        <Accordion multiple variant="separated" value={opened} onChange={setOpened} chevronPosition="left">
          <Stack gap="xs">
            {saved.map((stop, index) => (
              <StopPanel
                key={stopTarget(stop)}
                value={savedStopValue(stop.Id)}
                saved={stop}
                type={stop.Type === 'Drop' ? 'Drop' : 'Pick-up'}
                index={index}
                stops={saved}
                expanded={opened.includes(savedStopValue(stop.Id))}
              />
            ))}
            {newStops.map((stop, index) => (
              <StopPanel
                key={stop.key}
                value={stop.key}
                saved={null}
                type={stop.type}
                index={saved.length + index}
                stops={saved}
                expanded={opened.includes(stop.key)}
              />
            ))}
          </Stack>
        </Accordion>
      )}
    </Card>
  );
}
