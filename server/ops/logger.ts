import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** pino-pretty is a development dependency: a production install without it logs JSON even on a terminal. */
function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * The server's logger (decision 092): one JSON object per line on stdout (time as ISO, level as a word, `err` with
 * its stack), readable lines through pino-pretty when stdout is a terminal. `pretty` overrides the terminal check.
 * Lines reach stdout asynchronously (flushed at exit).
 */
export function createLogger(level: LogLevel, options: { pretty?: boolean; destination?: DestinationStream } = {}): Logger {
  const pretty = !options.destination && (options.pretty ?? process.stdout.isTTY === true) && prettyAvailable();
  const settings = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } } : {}),
  };
  if (options.destination) return pino(settings, options.destination);
  if (pretty) return pino(settings);
  // Asynchronous stdout (issue 19): a synchronous write per request line was a fifth of the request path's CPU under
  // load. Lines written while one write is in flight go out together; pino flushes what is left when the process exits.
  return pino(settings, pino.destination({ dest: 1, sync: false }));
}
