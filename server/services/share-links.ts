import { createHmac, timingSafeEqual } from 'node:crypto';
import tzLookup from '@photostructure/tz-lookup';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TrackingPoint } from '../../src/contract/load-detail';
import type { LoadStatusCode } from '../../src/contract/loads';
import { message } from '../../src/contract/messages';
import {
  SHARE_HOURS_AFTER_DELIVERY,
  type ShareLinkAnswer,
  type ShareLinkInput,
  type SharePlace,
  type SharePoint,
  type ShareView,
} from '../../src/contract/share';
import type { Db } from '../db/database';
import { shareLinks, statusHistory, trackingPoints, tripPlaces } from '../db/schema';
import { messageError, NOT_FOUND } from './errors';
import { readEta, tripPlacesOf } from './eta';
import { requireLoadAccess } from './loads-party';
import type { Mailer } from './mail';
import { shareMail } from './share-mail';
import type { AuthUser } from './tokens';
import { thinTripLine } from './trip-line';

/**
 * The receiver's tracking link (issue 41, decision 168). A link is `<publicUrl>/share/<id>.<signature>`: the signature
 * (HMAC-SHA256 of the id with the server's secret, 128 bits in lowercase hex: API paths arrive lowercased) is checked before the database is asked, so ids cannot be walked.
 * It lasts until 24 hours after the load is delivered (or its own expiry) and can be revoked. An unknown, tampered,
 * revoked or expired link answers 404, alike. The answer is built field by field from what a receiver may see:
 * status, position, route, places with their windows and ETA; never a price, a contact or a document.
 */

export const SHARE_NOT_FOUND = message('share_not_found', 'This tracking link has expired or was revoked.');

const signatureOf = (secret: Uint8Array, id: number) => createHmac('sha256', secret).update(`share-link:${id}`).digest('hex').slice(0, 32);

export const shareToken = (secret: Uint8Array, id: number) => `${id}.${signatureOf(secret, id)}`;

/** The link's id when the token is one this server signed, else null. */
export function shareLinkId(secret: Uint8Array, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([0-9a-f]{32})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (id > 2_147_483_647) return null;
  const [given, expected] = [Buffer.from(match[2]), Buffer.from(signatureOf(secret, id))];
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

async function deliveredAt(db: Db, shipmentId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: statusHistory.created })
    .from(statusHistory)
    .where(and(eq(statusHistory.shipmentId, shipmentId), eq(statusHistory.statusCode, 'DL')))
    .orderBy(desc(statusHistory.created))
    .limit(1);
  return row?.at ?? null;
}

/** The link's own expiry, else 24 hours after delivery; null while the load is not delivered. */
async function expiryOf(db: Db, link: { shipmentId: number; expiresAt: Date | null }): Promise<Date | null> {
  if (link.expiresAt) return link.expiresAt;
  const delivered = await deliveredAt(db, link.shipmentId);
  return delivered ? new Date(delivered.getTime() + SHARE_HOURS_AFTER_DELIVERY * 3_600_000) : null;
}

export async function createShareLink(
  db: Db,
  mailer: Mailer,
  config: { jwtSecret: Uint8Array; publicUrl: string },
  user: AuthUser,
  shipmentId: number,
  input: ShareLinkInput,
): Promise<ShareLinkAnswer> {
  const { load } = await requireLoadAccess(db, user, shipmentId, ['admin', 'owner']);
  const [link] = await db
    .insert(shareLinks)
    .values({ shipmentId, createdBy: user.id, expiresAt: input.ExpiresAt ? new Date(input.ExpiresAt) : null })
    .returning();
  const url = `${config.publicUrl.replace(/\/+$/, '')}/share/${shareToken(config.jwtSecret, link.id)}`;
  const expiresAt = await expiryOf(db, link);
  if (input.Email) await mailer.send({ to: input.Email, ...shareMail(input.Language ?? 'en', load.code, url) });
  return { Id: link.id, Url: url, ExpiresAt: iso(expiresAt) };
}

/** Revokes a link of the load (owner or staff); an unknown link of that load is 404. */
export async function revokeShareLink(db: Db, user: AuthUser, shipmentId: number, linkId: number): Promise<void> {
  await requireLoadAccess(db, user, shipmentId, ['admin', 'owner']);
  if (!Number.isSafeInteger(linkId) || linkId > 2_147_483_647) throw messageError(404, NOT_FOUND);
  const [revoked] = await db
    .update(shareLinks)
    .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, now())` })
    .where(and(eq(shareLinks.id, linkId), eq(shareLinks.shipmentId, shipmentId)))
    .returning({ id: shareLinks.id });
  if (!revoked) throw messageError(404, NOT_FOUND);
}

const zoneOf = (p: { Latitude: number; Longitude: number }): string | null => {
  try {
    return tzLookup(p.Latitude, p.Longitude);
  } catch {
    return null;
  }
};

const point = (p: { Latitude: number; Longitude: number }): SharePoint => ({ Latitude: p.Latitude, Longitude: p.Longitude });

/** GET /api/Share/{token}: what the link shows. A page's refresh (`counted` false) is not a view. */
export async function readShare(db: Db, secret: Uint8Array, token: string, counted: boolean, now = new Date()): Promise<ShareView> {
  const id = shareLinkId(secret, token);
  const [link] = id === null ? [] : await db.select().from(shareLinks).where(eq(shareLinks.id, id));
  if (!link || link.revokedAt) throw messageError(404, SHARE_NOT_FOUND);
  const expiresAt = await expiryOf(db, link);
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw messageError(404, SHARE_NOT_FOUND);
  if (counted)
    await db
      .update(shareLinks)
      .set({ views: sql`${shareLinks.views} + 1`, lastViewedAt: now })
      .where(eq(shareLinks.id, link.id));

  const trip = await tripPlacesOf(db, link.shipmentId);
  if (!trip) throw messageError(404, SHARE_NOT_FOUND);
  const [points, recorded, eta] = await Promise.all([
    db
      .select({ Latitude: trackingPoints.latitude, Longitude: trackingPoints.longitude, eventDate: trackingPoints.eventDate })
      .from(trackingPoints)
      .where(eq(trackingPoints.shipmentId, link.shipmentId))
      .orderBy(asc(trackingPoints.eventDate), asc(trackingPoints.id)),
    db.select().from(tripPlaces).where(eq(tripPlaces.shipmentId, link.shipmentId)),
    readEta(db, link.shipmentId, trip.load.statusCode, trip.stops),
  ]);
  const route = thinTripLine(
    points.map((p): TrackingPoint => ({ ...p, City: null, State: null, EventName: null, EventDate: p.eventDate.toISOString() })),
  );
  const last = points.at(-1);
  const planned = Array.isArray(trip.load.plannedPolyline) ? (trip.load.plannedPolyline as SharePoint[]) : trip.places;
  const byKey = new Map(recorded.map((r) => [r.place, r]));
  const nextKey = eta ? (eta.NextPlace === 'Pickup' ? 'pickup' : eta.NextPlace === 'Delivery' ? 'delivery' : null) : null;
  const places = trip.places.map((p): SharePlace => {
    const record = byKey.get(p.key);
    const isNext = eta !== null && (p.key === nextKey || (eta.NextPlace === 'Stop' && p.stopPosition === eta.NextStop));
    return {
      Kind: p.kind,
      Latitude: p.Latitude,
      Longitude: p.Longitude,
      City: p.city || null,
      State: p.state || null,
      AppointmentFrom: iso(p.windowFrom),
      AppointmentTo: iso(p.windowEnd),
      TimeZone: zoneOf(p),
      Reached: p.done,
      ReachedAt: iso(record?.reachedAt),
      OnTime: record?.onTime ?? null,
      Eta: p.done || !eta ? null : isNext ? eta.NextAt : p.kind === 'Delivery' ? eta.DeliveryAt : null,
    };
  });
  return {
    Code: trip.load.code,
    StatusCode: trip.load.statusCode as LoadStatusCode,
    Position: last ? { ...point(last), At: last.eventDate.toISOString() } : null,
    Route: route.map(point),
    Planned: planned.map(point),
    Places: places,
    Eta: eta,
    ExpiresAt: iso(expiresAt),
  };
}
