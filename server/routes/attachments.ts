import { NO_FILE, UPLOAD_LIMIT_MESSAGES } from '../../src/contract/attachments';
import { Hono } from 'hono';
import { publicRoute, requireSignedIn } from '../auth/guards';
import { type AppEnv, fileStorageOf } from '../http/env';
import { idempotent } from '../http/idempotency';
import { readUploads } from '../http/multipart';
import { route } from '../http/paths';
import { requireSignature, SIGNED_FILE_HEADERS, storedFileResponse } from '../http/signed-file';
import { queryParams } from '../http/query';
import { fieldError, messageError, NOT_FOUND } from '../services/errors';
import { discardFiles } from '../services/files';
import { profilePictureOf } from '../services/profile-picture';
import {
  attachmentForDownload,
  checkUpdate,
  createAttachments,
  deleteAttachment,
  getAttachment,
  listAttachmentTypes,
  listLoadAttachments,
  resolveType,
  toggleVisibility,
  updateAttachment,
} from '../services/load-attachments';
import { requireLoadAccess } from '../services/loads-party';
import { template } from '../../src/contract/messages';
import { pathId, queryId } from '../http/path-id';

const valueNotValid = template('value_not_valid_for', "The value '{value}' is not valid for {field}.");

/**
 * Load attachments (decision 042 §Attachments, 044). Guards: requireSignedIn + load access (BackOffice, owning
 * shipper, assigned trucker) for everything under /api; changes are the uploader's only. The downloads under
 * /api/files are public routes whose signed, expiring URL is the permission.
 */
export const attachmentRoutes = new Hono<AppEnv>();

/** `true`/`false` (also 1/0); absent → `fallback`; anything else is a ModelState error on `field`. */
export function booleanParam(value: string | undefined, field: string, fallback: boolean): boolean;
export function booleanParam(value: string | undefined, field: string, fallback?: undefined): boolean | undefined;
export function booleanParam(value: string | undefined, field: string, fallback?: boolean): boolean | undefined {
  if (value === undefined || value === '') return fallback;
  if (/^(true|1)$/i.test(value)) return true;
  if (/^(false|0)$/i.test(value)) return false;
  throw fieldError(field, valueNotValid({ value, field }));
}

attachmentRoutes.get(route('/api/Attachments/Types'), requireSignedIn, async (c) => c.json(await listAttachmentTypes(c.var.deps.db)));

attachmentRoutes.get(route('/api/Shipments/attachments/:id'), requireSignedIn, async (c) => {
  const { db, config } = c.var.deps;
  return c.json(await listLoadAttachments(db, c.var.user, config.jwtSecret, pathId(c)));
});

attachmentRoutes.get(route('/api/Attachments/:id{[0-9]+}'), requireSignedIn, async (c) => {
  const { db, config } = c.var.deps;
  return c.json(await getAttachment(db, c.var.user, config.jwtSecret, pathId(c)));
});

/** Multipart, repeated `File` parts; query shipmentId, typeId, isPublic (default true). */
attachmentRoutes.post(route('/api/Attachments'), requireSignedIn, idempotent, async (c) => {
  const { db, config } = c.var.deps;
  const q = queryParams(c, ['shipmentId', 'typeId', 'isPublic']);
  // Everything that can be refused without the body is refused before reading it.
  const shipmentId = queryId(q.shipmentId);
  await requireLoadAccess(db, c.var.user, shipmentId);
  const type = await resolveType(db, q.typeId);
  const isPublic = booleanParam(q.isPublic, 'IsPublic', true);
  const received = await readUploads(c.req.raw, config.dataDir, UPLOAD_LIMIT_MESSAGES);
  try {
    if (received.length === 0) throw messageError(400, NO_FILE);
    return c.json(
      await createAttachments(db, fileStorageOf(c.var.deps), c.var.user, config.jwtSecret, {
        shipmentId,
        typeId: type.id,
        isPublic,
        files: received,
      }),
    );
  } finally {
    await discardFiles(received); // no-op for files moved into the store
  }
});

/** Query name, typeId, isPublic (each optional: absent keeps the value); optional multipart `File` replaces the bytes. */
attachmentRoutes.put(route('/api/Attachments/:id{[0-9]+}'), requireSignedIn, idempotent, async (c) => {
  const { db, config } = c.var.deps;
  const q = queryParams(c, ['name', 'typeId', 'isPublic']);
  const input = { name: q.name, typeId: q.typeId, isPublic: booleanParam(q.isPublic, 'IsPublic') };
  await checkUpdate(db, c.var.user, pathId(c), input);
  const received = await readUploads(c.req.raw, config.dataDir, UPLOAD_LIMIT_MESSAGES);
  try {
    return c.json(
      await updateAttachment(db, fileStorageOf(c.var.deps), c.var.user, config.jwtSecret, pathId(c), { ...input, file: received[0] }),
    );
  } finally {
    await discardFiles(received);
  }
});

attachmentRoutes.put(route('/api/attachments/Visibility/:id'), requireSignedIn, idempotent, async (c) => {
  const { db, config } = c.var.deps;
  return c.json(await toggleVisibility(db, c.var.user, config.jwtSecret, pathId(c)));
});

attachmentRoutes.delete(route('/api/Attachments/:id{[0-9]+}'), requireSignedIn, idempotent, async (c) =>
  c.json(await deleteAttachment(c.var.deps.db, c.var.user, pathId(c))),
);

attachmentRoutes.get(route('/api/files/attachments/:id{[0-9]+}'), publicRoute, async (c) => {
  const viewer = requireSignature(c);
  return storedFileResponse(c, await attachmentForDownload(c.var.deps.db, pathId(c), viewer));
});

/** A party's profile picture for the invoice and bill logos (Logo / LogoTrucker of decision 042). */
attachmentRoutes.get(route('/api/files/photos/:id{[0-9]+}'), publicRoute, async (c) => {
  requireSignature(c);
  const file = await profilePictureOf(c.var.deps.db, fileStorageOf(c.var.deps), { userId: pathId(c) });
  if (!file) throw messageError(404, NOT_FOUND);
  return c.body(file.bytes, 200, { ...SIGNED_FILE_HEADERS, 'Content-Type': file.contentType, 'Content-Disposition': 'inline' });
});
