import { Trans, useLingui } from '@lingui/react/macro';
import { Card, ScrollArea, Title } from '@mantine/core';
import { IconFlag, IconMapPinFilled, IconTruckLoading } from '@tabler/icons-react';
import { memo, useDeferredValue, useMemo } from 'react';
import type { TrackingResponse } from '@/contract/load-detail';
import { buildItinerary, itineraryDate, type ItineraryEntry } from './itinerary';
import classes from './itinerary.module.css';
import { MARKER_COLORS } from './map/route-layers';

/** Spec 2 §2.2 / §9: the itinerary panel is 770 px high and scrolls. */
export const ITINERARY_HEIGHT = 770;

function EntryIcon({ kind }: { kind: ItineraryEntry['kind'] }) {
  if (kind === 'origin') return <IconTruckLoading size={18} color={MARKER_COLORS.origin} aria-hidden />;
  if (kind === 'stop') return <IconFlag size={18} color={MARKER_COLORS.stop} aria-hidden />;
  if (kind === 'receiver') return <IconMapPinFilled size={18} color={MARKER_COLORS.receiver} aria-hidden />;
  return <span className={classes.dot} aria-hidden />;
}

function useKindLabel() {
  const { t } = useLingui();
  return (entry: ItineraryEntry) => {
    switch (entry.kind) {
      case 'origin':
        return t`Pickup`;
      case 'event':
        return t`Tracking`;
      case 'stop':
        return entry.stopType === 'Pick-up' ? t`Stop · Pick-up` : t`Stop · Drop`;
      case 'receiver':
        return t`Delivery`;
    }
  };
}

const Entry = memo(function Entry({ entry, kindLabel }: { entry: ItineraryEntry; kindLabel: string }) {
  return (
    <li className={classes.entry} data-kind={entry.kind}>
      <span className={classes.icon}>
        <EntryIcon kind={entry.kind} />
      </span>
      <div className={classes.body}>
        <div className={classes.head}>
          <span className={classes.kind} data-kind={entry.kind}>
            {kindLabel}
          </span>
          <span className={classes.date}>{itineraryDate(entry)}</span>
        </div>
        <div className={classes.name}>{entry.name || '—'}</div>
        {entry.address && <div className={classes.address}>{entry.address}</div>}
      </div>
    </li>
  );
});

const NO_ENTRIES: ItineraryEntry[] = [];

/** Origin, tracking events, undelivered stops, receiver, in a 770 px scrolling panel. */
export const ItineraryPanel = memo(function ItineraryPanel({
  tracking,
}: {
  tracking: Pick<TrackingResponse, 'Shipment' | 'Tracking' | 'Stops'>;
}) {
  // Hundreds of events render after the first paint, so the map starts drawing without waiting for the list.
  const entries = useDeferredValue(
    useMemo(() => buildItinerary(tracking), [tracking]),
    NO_ENTRIES,
  );
  const kindLabel = useKindLabel();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="itinerary-title">
      <Title order={2} fz="h5" mb="sm" id="itinerary-title">
        <Trans>Itinerary</Trans>
      </Title>
      <ScrollArea
        h={ITINERARY_HEIGHT}
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0, 'aria-labelledby': 'itinerary-title', role: 'region' }}
      >
        <ol className={classes.list}>
          {entries.map((entry) => (
            <Entry key={entry.key} entry={entry} kindLabel={kindLabel(entry)} />
          ))}
        </ol>
      </ScrollArea>
    </Card>
  );
});
