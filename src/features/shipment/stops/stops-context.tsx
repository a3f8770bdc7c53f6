import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { StopType } from '@/contract/load-detail';
import type { Stop } from '@/contract/shipment';
import { notifyHttpError } from '@/lib/http/error-catalogue';
import { isLocalId } from '@/lib/offline/outbox-entry';
import { useSendOrQueue } from '@/lib/offline/use-offline';
import type { WriteOutcome } from '@/lib/offline/write';
import type { NewOutboxEntry } from '@/lib/offline/outbox-entry';
import { shipmentKeys } from '../api';
import { stopKeys } from './api';
import type { ShownStop } from './pending-stops';
import { applyStopOrder, moveStopOrder } from './stop-rules';

export type NewStop = { key: string; type: StopType };

/** A stop write of this load: sent now, or kept in the outbox when offline (issue 7). */
export type StopWrite = Omit<NewOutboxEntry, 'loadId' | 'loadCode'>;

type StopsContextValue = {
  shipmentId: number;
  write: <T>(change: StopWrite) => Promise<WriteOutcome<T>>;
  shipperId?: number;
  readOnly: boolean;
  /** Stops added on this screen and not saved yet, in the order they were added. */
  newStops: NewStop[];
  /** Accordion values of the expanded stop panels. */
  opened: string[];
  setOpened: (values: string[]) => void;
  addStop: (type: StopType) => void;
  /** A new stop was saved (it now comes from the server or the outbox as `savedId`) or deleted before it was saved. */
  dropNewStop: (key: string, savedId?: number | string) => void;
  moveStop: (stops: readonly ShownStop[], index: number, direction: -1 | 1) => Promise<void>;
  /** Reads the stops again, and the load (its stop count and miles change with them). */
  reload: () => Promise<void>;
};

const StopsContext = createContext<StopsContextValue | null>(null);

export function useStopsContext(): StopsContextValue {
  const value = useContext(StopsContext);
  if (!value) throw new Error('The stops editor must be inside StopsProvider');
  return value;
}

export const savedStopValue = (id: number | string) => `stop-${id}`;

/** Spec 2 §2.8: the stops of one load, shared by the add buttons of the pickup and delivery sections and the editor. */
type ProviderProps = { shipmentId: number; loadCode?: string | null; shipperId?: number; readOnly: boolean; children: ReactNode };

export function StopsProvider({ shipmentId, loadCode = null, shipperId, readOnly, children }: ProviderProps) {
  const queryClient = useQueryClient();
  const sendOrQueue = useSendOrQueue();
  const write = useCallback(
    <T,>(change: StopWrite) => sendOrQueue<T>({ ...change, loadId: shipmentId, loadCode }),
    [sendOrQueue, shipmentId, loadCode],
  );
  const [newStops, setNewStops] = useState<NewStop[]>([]);
  const [opened, setOpened] = useState<string[]>([]);
  const counter = useRef(0);

  const addStop = useCallback((type: StopType) => {
    counter.current += 1;
    const key = `new-${counter.current}`;
    setNewStops((stops) => [...stops, { key, type }]);
    setOpened((values) => [...values, key]);
  }, []);

  const dropNewStop = useCallback((key: string, savedId?: number | string) => {
    setNewStops((stops) => stops.filter((stop) => stop.key !== key));
    setOpened((values) => {
      const rest = values.filter((value) => value !== key);
      return savedId === undefined || !values.includes(key) ? rest : [...rest, savedStopValue(savedId)];
    });
  }, []);

  const reload = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: stopKeys.list(shipmentId) }),
      queryClient.invalidateQueries({ queryKey: shipmentKeys.detail(shipmentId), exact: true }),
    ]);
  }, [queryClient, shipmentId]);

  const moveStop = useCallback(
    async (stops: readonly ShownStop[], index: number, direction: -1 | 1) => {
      const order = moveStopOrder(stops, index, direction);
      if (!order) return;
      const listKey = stopKeys.list(shipmentId);
      const before = queryClient.getQueryData<{ Stops: Stop[] }>(listKey);
      if (!order.some((entry) => isLocalId(entry.StopId))) {
        // shown before the answer; the list is cached as the server's answer, the query's `select` reads its Stops
        queryClient.setQueryData<{ Stops: Stop[] }>(listKey, (answer) =>
          answer ? { Stops: applyStopOrder(answer.Stops, order) } : answer,
        );
      }
      try {
        // kept in the outbox (offline): the cache goes back to the server's order and the new order is shown from
        // the outbox, marked, so a refusal later cannot leave an unsent order looking saved (decision 073)
        if ((await write({ kind: 'stop.move', target: null, payload: { Stops: order } })).status === 'queued') {
          if (before) queryClient.setQueryData(listKey, before);
          return;
        }
      } catch (failure) {
        notifyHttpError(failure);
      }
      await reload();
    },
    [queryClient, reload, shipmentId, write],
  );

  const value = useMemo<StopsContextValue>(
    () => ({ shipmentId, write, shipperId, readOnly, newStops, opened, setOpened, addStop, dropNewStop, moveStop, reload }),
    [shipmentId, write, shipperId, readOnly, newStops, opened, addStop, dropNewStop, moveStop, reload],
  );
  return <StopsContext.Provider value={value}>{children}</StopsContext.Provider>;
}

/** Spec 2 §2.12: "add stops" of the pickup (type Pick-up) or delivery (type Drop) section; hidden in read-only mode. */
export function AddStopButton({ type }: { type: StopType }) {
  const { t } = useLingui();
  const { readOnly, addStop } = useStopsContext();
  if (readOnly) return null;
  return (
    <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => addStop(type)}>
      {type === 'Pick-up' ? t`Add pick-up stop` : t`Add drop stop`}
    </Button>
  );
}
