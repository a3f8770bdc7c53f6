import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { issueMessages, withLeadingKeys } from '../../src/contract/fields';
import type { FieldMessages } from '../../src/contract/messages';
import { isId } from '../../src/contract/load-fields';
import type { CustomFieldDefinition } from '../../src/contract/shipment';
import {
  SELECT_MODE,
  SELECT_RECEIVING,
  SELECT_SHIPPING,
  SHIPMENT_FIRST_KEYS,
  accessorialTotals,
  shipmentInputSchema,
  type AccessorialTotal,
  type ShipmentInputValue,
} from '../../src/contract/shipment-input';
import type { Db } from '../db/database';
import { addressBook, modes } from '../db/schema';
import { messageError, modelStateError, REQUEST_INVALID } from './errors';

/**
 * A load body (decision 047) checked with the contract's schema (src/contract/shipment-input.ts), plus what only the
 * database knows: the mode exists and both companies are in this shipper's address book. One 400 ModelState lists
 * every failure, the spec's four keys first.
 */

export type ValidShipment = {
  input: ShipmentInputValue;
  modeId: number;
  pickupId: number;
  destinationId: number;
  accessorials: AccessorialTotal[];
  totalPrice: number;
};

/** The choices the database refuses: an unknown mode, another shipper's company. */
async function unknownChoices(db: Db, body: Record<string, unknown>, shipperId: number): Promise<FieldMessages> {
  const state: FieldMessages = {};
  const { ModeId, PickupId, DestinationId } = body;
  if (isId(ModeId) && (await db.select({ id: modes.id }).from(modes).where(eq(modes.id, ModeId))).length === 0)
    state.ModeId = [SELECT_MODE];
  const ids = [PickupId, DestinationId].filter(isId);
  const owned = new Set(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: addressBook.id })
            .from(addressBook)
            .where(and(inArray(addressBook.id, ids), eq(addressBook.shipperId, shipperId)))
        ).map((e) => e.id),
  );
  if (isId(PickupId) && !owned.has(PickupId)) state.PickupId = [SELECT_SHIPPING];
  if (isId(DestinationId) && !owned.has(DestinationId)) state.DestinationId = [SELECT_RECEIVING];
  return state;
}

export async function validateShipment(
  db: Db,
  raw: unknown,
  shipperId: number,
  definitions: readonly CustomFieldDefinition[],
): Promise<ValidShipment> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw messageError(400, REQUEST_INVALID);
  const parsed = v.safeParse(shipmentInputSchema(definitions), raw);
  const state = await unknownChoices(db, raw as Record<string, unknown>, shipperId);
  if (!parsed.success) for (const [key, messages] of Object.entries(issueMessages(parsed.issues))) (state[key] ??= []).push(...messages);
  if (!parsed.success || Object.keys(state).length > 0) throw modelStateError(withLeadingKeys(state, SHIPMENT_FIRST_KEYS));
  const input = parsed.output;
  const totals = accessorialTotals(input.BasicPrice, input.Accessorials);
  return {
    input,
    modeId: input.ModeId,
    pickupId: input.PickupId,
    destinationId: input.DestinationId,
    accessorials: totals.lines,
    totalPrice: totals.totalPrice,
  };
}
