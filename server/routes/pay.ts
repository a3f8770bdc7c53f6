import { Hono, type Context } from 'hono';
import { acceptGeofenceSchema, adjustDetentionSchema, detentionTermsSchema, quickPayDecisionSchema } from '../../src/contract/pay';
import { requireRole, requireSignedIn } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { answerWithWrite, idempotent } from '../http/idempotency';
import { pathId } from '../http/path-id';
import { route } from '../http/paths';
import { queryParams } from '../http/query';
import { readValid } from '../http/request';
import { acceptGeofence, adjustDetention, getDetention, setDetentionTerms } from '../services/detention-actions';
import { getInvoice } from '../services/load-billing';
import { decideQuickPay, getPayStatement, requestQuickPay } from '../services/pay';
import { invoicePdf, payStatementPdf, pdfLanguage, pdfTimeZone } from '../services/pay-pdf';

/**
 * Detention and each party's money (issue 40, decisions 164 and 165). Guards: requireSignedIn + the load access check
 * of each service (unknown load 404, a party without the right 403): detention is read by every party of the load,
 * the geofence accepted by its carrier, adjusted by BackOffice; terms set by BackOffice or the shipper; the pay
 * statement read by the carrier and BackOffice; the invoice PDF by the shipper and BackOffice.
 */
export const payRoutes = new Hono<AppEnv>();

const PDF_HEADERS = { 'Content-Type': 'application/pdf', 'Cache-Control': 'private, no-store' };

/** Query `lang` (en fr es de ja zh; else Accept-Language) and `tz` (an IANA zone for event times; else UTC). */
const pdfOptions = (c: Context<AppEnv>) => {
  const q = queryParams(c, ['lang', 'tz']);
  return { language: pdfLanguage(q.lang, c.req.header('accept-language')), timeZone: pdfTimeZone(q.tz) };
};

payRoutes.get(route('/api/Shipments/:id{[0-9]+}/Detention'), requireSignedIn, async (c) =>
  c.json(await getDetention(c.var.deps.db, c.var.user, pathId(c))),
);

payRoutes.post(route('/api/Shipments/:id{[0-9]+}/Detention/AcceptGeofence'), requireSignedIn, idempotent, async (c) => {
  const body = await readValid(c, acceptGeofenceSchema);
  return answerWithWrite(c, 200, (db) => acceptGeofence(db, c.var.user, pathId(c), body));
});

payRoutes.put(route('/api/Shipments/:id{[0-9]+}/Detention/Adjust'), requireRole('BackOffice'), idempotent, async (c) => {
  const body = await readValid(c, adjustDetentionSchema);
  return answerWithWrite(c, 200, (db) => adjustDetention(db, c.var.user, pathId(c), body));
});

payRoutes.put(route('/api/Shipments/:id{[0-9]+}/Detention/Terms'), requireSignedIn, idempotent, async (c) => {
  const body = await readValid(c, detentionTermsSchema);
  return answerWithWrite(c, 200, (db) => setDetentionTerms(db, c.var.user, pathId(c), body));
});

payRoutes.get(route('/api/Shipments/:id{[0-9]+}/PayStatement'), requireSignedIn, async (c) =>
  c.json(await getPayStatement(c.var.deps.db, c.var.user, pathId(c))),
);

payRoutes.get(route('/api/Shipments/:id{[0-9]+}/PayStatement/Pdf'), requireSignedIn, async (c) => {
  const statement = await getPayStatement(c.var.deps.db, c.var.user, pathId(c));
  const pdf = await payStatementPdf(statement, pdfOptions(c));
  return c.body(pdf, 200, { ...PDF_HEADERS, 'Content-Disposition': `attachment; filename="Pay-statement-${statement.Code}.pdf"` });
});

payRoutes.get(route('/api/Shipments/Invoice/:id{[0-9]+}/Pdf'), requireSignedIn, async (c) => {
  const invoice = await getInvoice(c.var.deps.db, c.var.user, c.var.deps.config.jwtSecret, pathId(c));
  const pdf = await invoicePdf(invoice, pdfOptions(c));
  return c.body(pdf, 200, { ...PDF_HEADERS, 'Content-Disposition': `attachment; filename="Invoice-${invoice.Code}.pdf"` });
});

payRoutes.post(route('/api/Shipments/:id{[0-9]+}/QuickPay'), requireSignedIn, idempotent, async (c) =>
  answerWithWrite(c, 200, (db) => requestQuickPay(db, c.var.user, pathId(c))),
);

payRoutes.put(route('/api/Shipments/:id{[0-9]+}/QuickPay'), requireRole('BackOffice'), idempotent, async (c) => {
  const body = await readValid(c, quickPayDecisionSchema);
  return answerWithWrite(c, 200, (db) => decideQuickPay(db, c.var.user, pathId(c), body));
});
