import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import * as v from 'valibot';
import { issueMessages } from '../../src/contract/fields';
import { messageError, modelStateError, REQUEST_INVALID } from '../services/errors';
import type { AppEnv } from './env';
import { assertStorable } from './input-text';

/** The JSON body, or a 400 `{ Message }` when it is not JSON. */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw messageError(400, REQUEST_INVALID);
  }
  assertStorable(body);
  return body;
}

/** Validates with a contract schema; failures become 400 ModelState (keys are the contract's field names). */
export function validate<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw messageError(400, REQUEST_INVALID);
  const result = v.safeParse(schema, input);
  if (!result.success) throw modelStateError(issueMessages(result.issues));
  return result.output;
}

export const readValid = async <TSchema extends v.GenericSchema>(c: Context<AppEnv>, schema: TSchema) =>
  validate(schema, await readJson(c));

/**
 * The client address for sign-in throttling: the socket's peer, or — when TRUST_PROXY is set — the last
 * X-Forwarded-For entry (the one our proxy added; earlier entries are whatever the client sent).
 * In-process requests (tests) without either count as "local".
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.deps.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/** Form fields (urlencoded or multipart); a malformed body is a 400 `{ Message }`, not a 500. */
export async function readForm(c: Context<AppEnv>) {
  let body: Awaited<ReturnType<typeof c.req.parseBody>>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw messageError(400, REQUEST_INVALID);
  }
  assertStorable(Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string')));
  return body;
}
