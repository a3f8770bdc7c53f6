import type { Context } from 'hono';
import { parseId } from '../../src/contract/ids';
import type { Message } from '../../src/contract/messages';
import { messageError } from '../services/errors';
import type { AppEnv } from './env';

/**
 * The id in a path parameter, read with the contract's one rule (src/contract/ids.ts). A malformed one reads as 0,
 * which is no row: the service then answers its own "not found", as for any id nobody has.
 */
export const pathId = (c: Context<AppEnv>, name = 'id'): number => parseId(c.req.param(name)) ?? 0;

/** The id in a path parameter, or a 404 with `notFound` (routes that answer before any service is asked). */
export function pathIdOr404(c: Context<AppEnv>, notFound: Message, name = 'id'): number {
  const id = parseId(c.req.param(name));
  if (id === null) throw messageError(404, notFound);
  return id;
}

/** An id the query names (`?shipmentId=`), read like `pathId`: a malformed or missing one is 0, which is no row. */
export const queryId = (text: string | undefined): number => parseId(text) ?? 0;
