/**
 * Two clocks on every change (issue 7): when it happened and when the server received it. A queued write carries
 * the device's time of the change (`Created` in the body) and the device's clock when it was sent (`X-Device-Time`
 * header); their difference to the server's clock is the device's clock error, which the server removes. Without the
 * header the error cannot be measured, so the device's time is not trusted and the change happened on receipt.
 */
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { AppEnv } from './env';
import { MAX_QUEUED_MS } from '../services/queued-changes';
import { readValid } from './request';
import { fieldError } from '../services/errors';
import { message } from '../../src/contract/messages';

export const DEVICE_TIME_HEADER = 'X-Device-Time';

export { MAX_QUEUED_MS };

const DEVICE_TIME_INVALID = message(
  'device_time_invalid',
  'X-Device-Time must be the device clock when the request was sent, as an ISO 8601 time between 1970 and 2100.',
);
const EARLIEST_CLOCK = Date.UTC(1970, 0, 1);
const LATEST_CLOCK = Date.UTC(2100, 0, 1);

/** The device's clock from X-Device-Time: null without it, 400 for a value no device clock shows (issue 36). */
export function readDeviceClock(c: Context<AppEnv>): Date | null {
  const value = c.req.header(DEVICE_TIME_HEADER);
  if (!value) return null;
  const date = new Date(value);
  const ms = date.getTime();
  if (!(ms >= EARLIEST_CLOCK && ms < LATEST_CLOCK)) throw fieldError(DEVICE_TIME_HEADER, DEVICE_TIME_INVALID);
  return date;
}

export type ChangeTimes = { happenedAt: Date; receivedAt: Date };

const parse = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export function changeTimes(
  created: string | null | undefined,
  deviceTime: string | null | undefined,
  receivedAt: Date = new Date(),
): ChangeTimes {
  const happenedOnDevice = parse(created);
  const sentOnDevice = parse(deviceTime);
  if (!happenedOnDevice || !sentOnDevice) return { happenedAt: receivedAt, receivedAt };
  const clockError = receivedAt.getTime() - sentOnDevice.getTime();
  const corrected = happenedOnDevice.getTime() + clockError;
  const happenedAt = new Date(Math.min(receivedAt.getTime(), Math.max(corrected, receivedAt.getTime() - MAX_QUEUED_MS)));
  return { happenedAt, receivedAt };
}

/** Reads a write's body and replaces its `Created` (device time) with the corrected time the change happened. */
export async function readTimedChange<TSchema extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: TSchema,
): Promise<v.InferOutput<TSchema> & { Created: string }> {
  const clock = readDeviceClock(c);
  const body = (await readValid(c, schema)) as v.InferOutput<TSchema> & { Created?: string | null };
  const { happenedAt } = changeTimes(body.Created, clock?.toISOString());
  return { ...body, Created: happenedAt.toISOString() };
}
