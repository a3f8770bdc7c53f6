import * as v from 'valibot';
import { MAX_ID } from './ids';
import { isoDateTime } from './load-fields';
import { LOAD_STATUS_CODES } from './loads';
import { message, say } from './messages';

/** The bodies of the bulk actions and the status change of the loads list (decision 042), read by the server. */

export const MAX_BULK = 1000;

const LOAD_IDS = message('load_ids', 'Ids must be a list of load ids.');
const STATUS_CODE = message('status_code', `StatusCode must be one of ${LOAD_STATUS_CODES.join(', ')}.`);
const CREATED = isoDateTime({ field: 'Created' });

const idsSchema = v.pipe(
  v.array(
    v.pipe(v.number(say(LOAD_IDS)), v.integer(say(LOAD_IDS)), v.minValue(1, say(LOAD_IDS)), v.maxValue(MAX_ID, say(LOAD_IDS))),
    say(LOAD_IDS),
  ),
  v.minLength(1, say(message('select_at_least_one_load', 'Select at least one load.'))),
  v.maxLength(MAX_BULK, say(message('bulk_at_most', `At most ${MAX_BULK} loads at a time.`))),
  v.transform((ids) => [...new Set(ids)]),
);
const statusSchema = v.picklist(LOAD_STATUS_CODES, say(STATUS_CODE));

/** POST /api/Shipments/BulkDelete and /api/Shipments/Fetch. */
export const bulkIdsSchema = v.object({ Ids: idsSchema });
/** PUT /api/Shipments/BulkStatus. */
export const bulkStatusSchema = v.object({ Ids: idsSchema, StatusCode: statusSchema });
/** PUT /api/Shipments/{id}/Status. */
export const singleStatusSchema = v.object({
  StatusCode: statusSchema,
  /** When the move happened on the device (offline replay); corrected by X-Device-Time, else now (server/http/device-time.ts). */
  Created: v.optional(v.nullable(v.pipe(v.string(say(CREATED)), v.isoTimestamp(say(CREATED))))),
});
