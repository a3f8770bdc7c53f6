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

export const DEVICE_TIME_HEADER = 'X-Device-Time';

export { MAX_QUEUED_MS };

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
  const body = (await readValid(c, schema)) as v.InferOutput<TSchema> & { Created?: string | null };
  const { happenedAt } = changeTimes(body.Created, c.req.header(DEVICE_TIME_HEADER));
  return { ...body, Created: happenedAt.toISOString() };
}
