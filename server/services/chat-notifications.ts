import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../db/database';
import { CHAT_CHANNEL } from './chat';

/**
 * LISTEN on the hub's channels (the chat's and the live events') for one server node (decisions 047 §Chat, 115):
 * PGlite's own `listen`, or ONE dedicated `pg` client for all channels (a pooled connection would lose its LISTEN
 * when returned) that reconnects with backoff until it is stopped or the pool is closed. `onReconnect` lets the
 * hub catch up on what the outage missed, and `onLost` tells when an outage starts. `onPayload` is told which channel a payload came on.
 */

export type Unlisten = () => Promise<void>;
export type NotificationSource = {
  /** `onLost`: the connection dropped, so notifications may be missed until `onReconnect`. */
  listen: (onPayload: (payload: string, channel: string) => void, onReconnect: () => void, onLost?: () => void) => Promise<Unlisten>;
};

type Log = (message: string, error?: unknown) => void;
const defaultLog: Log = (message, error) => console.error(`[chat] ${message}`, error instanceof Error ? error.message : (error ?? ''));

const MAX_BACKOFF_MS = 30_000;

function pgliteSource(client: PGlite, channels: string[]): NotificationSource {
  return {
    listen: async (onPayload) => {
      const unlistens = await Promise.all(channels.map((channel) => client.listen(channel, (payload) => onPayload(payload, channel))));
      return async () => {
        if (!client.closed) await Promise.all(unlistens.map((unlisten) => unlisten()));
      };
    },
  };
}

function postgresSource(pool: pg.Pool, log: Log, channels: string[]): NotificationSource {
  return {
    listen: async (onPayload, onReconnect, onLost) => {
      let stopped = false;
      let current: pg.Client | null = null;
      let timer: NodeJS.Timeout | null = null;
      let failures = 0;

      const open = async (): Promise<pg.Client> => {
        const client = new pg.Client(pool.options);
        client.on('notification', (n) => {
          if (channels.includes(n.channel) && n.payload) onPayload(n.payload, n.channel);
        });
        client.on('error', (error) => lost(client, error));
        client.on('end', () => lost(client));
        try {
          await client.connect();
          for (const channel of channels) await client.query(`LISTEN ${channel}`);
        } catch (error) {
          client.removeAllListeners('end');
          await client.end().catch(() => undefined);
          throw error;
        }
        return client;
      };

      const lost = (client: pg.Client, error?: unknown) => {
        if (client !== current) return;
        current = null;
        onLost?.();
        client.removeAllListeners('end');
        client.end().catch(() => undefined);
        if (stopped || pool.ending || pool.ended) return;
        if (error) log('LISTEN connection lost; reconnecting', error);
        schedule();
      };

      const schedule = () => {
        const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** failures);
        timer = setTimeout(() => {
          timer = null;
          if (stopped || pool.ending || pool.ended) return;
          open()
            .then((client) => {
              if (stopped) return void client.end().catch(() => undefined);
              current = client;
              failures = 0;
              onReconnect();
            })
            .catch((error) => {
              failures += 1;
              if (failures === 1 || failures % 10 === 0) log('LISTEN reconnect failed', error);
              schedule();
            });
        }, delay);
        timer.unref();
      };

      current = await open();
      return async () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        const client = current;
        current = null;
        if (client) {
          client.removeAllListeners('end');
          await client.end().catch(() => undefined);
        }
      };
    },
  };
}

/**
 * The source for the database behind `db` on `channels` (the chat's by default; the hub passes its channels);
 * null when the driver is neither (delivery stays within this node).
 */
export function notificationSourceOf(db: Db, log: Log = defaultLog, channels: string | string[] = CHAT_CHANNEL): NotificationSource | null {
  const names = [channels].flat();
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return postgresSource(client, log, names);
  if (client && typeof (client as PGlite).listen === 'function') return pgliteSource(client as PGlite, names);
  return null;
}
