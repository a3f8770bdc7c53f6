import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { UPLOAD_LIMIT_MESSAGES } from '../../src/contract/attachments';
import { isoDate } from '../../src/contract/load-fields';
import { acceptRateConfirmationSchema } from '../../src/contract/paperwork';
import { requireSignedIn } from '../auth/guards';
import { changeTimes, readDeviceClock, readTimedChange } from '../http/device-time';
import { type AppEnv, fileStorageOf } from '../http/env';
import { idempotent } from '../http/idempotency';
import { readUploadForm } from '../http/multipart';
import { pathId } from '../http/path-id';
import { route } from '../http/paths';
import { contentDisposition } from '../services/attachment-files';
import { discardFiles } from '../services/files';
import { proofOfDeliveryFor, submitProofOfDelivery } from '../services/paperwork/proof-of-delivery';
import { acceptRateConfirmation, paperworkOf, rateConfirmationFor } from '../services/paperwork/rate-confirmation';
import { pickLanguage } from '../services/paperwork/texts';

/**
 * A load's papers (issue 40, decision 162). Guards: requireSignedIn + load access in the service — the PDFs and the
 * state for the load's carrier, its shipper and staff (another party 403, an unknown or hidden load 404); accepting
 * and the POD for the load's carrier only. Writes take Idempotency-Key and X-Device-Time like every trip write.
 */
export const paperworkRoutes = new Hono<AppEnv>();

/** The reader's language: `?lang=`, else Accept-Language, else English. */
const languageOf = (c: Context<AppEnv>) => pickLanguage(c.req.query('lang'), c.req.header('accept-language'));
/** The device that signed: its user agent as sent, shortened. */
const deviceOf = (c: Context<AppEnv>) => (c.req.header('user-agent') ?? '').slice(0, 200) || 'unknown device';

const pdf = (c: Context<AppEnv>, bytes: Uint8Array, fileName: string) =>
  c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': contentDisposition(fileName),
    'Cache-Control': 'private, no-store',
    'Content-Language': languageOf(c),
  });

paperworkRoutes.get(route('/api/Shipments/:id{[0-9]+}/Paperwork'), requireSignedIn, async (c) =>
  c.json(await paperworkOf(c.var.deps.db, c.var.user, pathId(c))),
);

paperworkRoutes.get(route('/api/Shipments/:id{[0-9]+}/RateConfirmation'), requireSignedIn, async (c) => {
  const { row, bytes } = await rateConfirmationFor(c.var.deps.db, c.var.user, pathId(c), languageOf(c));
  return pdf(c, bytes, `Rate-confirmation-${row.terms.LoadCode}-v${row.version}.pdf`);
});

const acceptBody = v.object({ ...acceptRateConfirmationSchema.entries, Created: isoDate('Created') });

paperworkRoutes.post(route('/api/Shipments/:id{[0-9]+}/RateConfirmation/Accept'), requireSignedIn, idempotent, async (c) => {
  const body = await readTimedChange(c, acceptBody);
  return c.json(
    await acceptRateConfirmation(c.var.deps.db, c.var.user, pathId(c), {
      name: body.Name,
      happenedAt: new Date(body.Created),
      device: deviceOf(c),
    }),
  );
});

/** Multipart: `Signature` (PNG), `SignedBy`, `Exceptions` (JSON), repeated `Photos`; optional `Created` (device time). */
paperworkRoutes.post(route('/api/Shipments/:id{[0-9]+}/ProofOfDelivery'), requireSignedIn, idempotent, async (c) => {
  const clock = readDeviceClock(c);
  const form = await readUploadForm(c.req.raw, c.var.deps.config.dataDir, UPLOAD_LIMIT_MESSAGES);
  try {
    const { happenedAt } = changeTimes(form.fields.Created, clock?.toISOString());
    const state = await submitProofOfDelivery(c.var.deps.db, fileStorageOf(c.var.deps), c.var.user, pathId(c), {
      fields: form.fields,
      files: form.files,
      happenedAt,
    });
    return c.json(state, 201);
  } finally {
    await discardFiles(form.files); // no-op for files moved into the store
  }
});

paperworkRoutes.get(route('/api/Shipments/:id{[0-9]+}/ProofOfDelivery'), requireSignedIn, async (c) => {
  const { db } = c.var.deps;
  const { row, bytes } = await proofOfDeliveryFor(db, fileStorageOf(c.var.deps), c.var.user, pathId(c), languageOf(c));
  return pdf(c, bytes, `POD-${row.shipmentId}.pdf`);
});
