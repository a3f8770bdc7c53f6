/**
 * The receiver's tracking link and the live ETA (issue 41, decisions 168 and 169): `POST /api/Shipments/{id}/ShareLinks`,
 * `DELETE /api/Shipments/{id}/ShareLinks/{linkId}`, `GET /api/Share/{token}` (the JSON the share page reads) and the
 * `Eta` of GET /api/Tracking/{id}. Shared by the server, the app and the share page.
 */
import * as v from 'valibot';
import { EMAIL_FORMAT, EMAIL_MAX, maximumSymbols } from './fields';
import { isoDate } from './load-fields';
import type { LoadStatusCode } from './loads';
import { message, say } from './messages';

/** The place an ETA is to: the pickup, an intermediate stop, or the delivery (the last place). */
export type EtaPlaceKind = 'Pickup' | 'Stop' | 'Delivery';

/** The load's live ETA, recomputed with each batch of positions; null when the truck is not on its way. */
export type LoadEta = {
  NextPlace: EtaPlaceKind;
  /** Position (0-based) of the stop when NextPlace is 'Stop'. */
  NextStop: number | null;
  NextAt: string;
  DeliveryAt: string;
  /** The ETA passes the end of the appointment window of the next place / of the delivery. */
  NextLate: boolean;
  DeliveryLate: boolean;
  /** The speed the ETA used (the recent moving speed, bounded; else the planning speed). */
  Mph: number;
  ComputedAt: string;
};

/** Languages a share link's e-mail is written in. */
export const SHARE_LANGUAGES = ['en', 'fr', 'es', 'de', 'ja', 'zh'] as const;
export type ShareLanguage = (typeof SHARE_LANGUAGES)[number];

/** How long a link lasts after the load is delivered, unless it is given its own expiry. */
export const SHARE_HOURS_AFTER_DELIVERY = 24;

const EXPIRY_PAST = message('share_expiry_past', 'The expiry must be in the future.');
const SHARE_LANGUAGE = message('share_language', 'Language must be one of en, fr, es, de, ja, zh.');

/** The body of POST /api/Shipments/{id}/ShareLinks; every field may be left out. */
export const shareLinkInputSchema = v.object({
  /** E-mail the link to this address (the receiver's contact). */
  Email: v.optional(
    v.nullable(
      v.pipe(
        v.string(say(EMAIL_FORMAT)),
        v.trim(),
        v.transform((s) => s || null),
        v.nullable(v.pipe(v.string(), v.email(say(EMAIL_FORMAT)), v.maxLength(EMAIL_MAX, say(maximumSymbols({ max: EMAIL_MAX }))))),
      ),
    ),
    null,
  ),
  /** The e-mail's language (default English). */
  Language: v.optional(v.nullable(v.picklist(SHARE_LANGUAGES, say(SHARE_LANGUAGE))), null),
  /** Its own expiry instead of 24 hours after delivery. */
  ExpiresAt: v.pipe(
    isoDate('ExpiresAt'),
    v.check((value) => value === null || Date.parse(value) > Date.now(), say(EXPIRY_PAST)),
  ),
});
export type ShareLinkInput = v.InferOutput<typeof shareLinkInputSchema>;

/** POST answer. ExpiresAt is null while the load is not delivered (the link then lasts until 24 h after delivery). */
export type ShareLinkAnswer = { Id: number; Url: string; ExpiresAt: string | null };

/** A place of the trip as the share page shows it: no company contact, the appointment window in the place's zone. */
export type SharePlace = {
  Kind: EtaPlaceKind;
  /** The place's town (the address book's city centre or the stop's own coordinates): no street address. */
  Latitude: number;
  Longitude: number;
  City: string | null;
  State: string | null;
  AppointmentFrom: string | null;
  AppointmentTo: string | null;
  /** IANA zone of the place (from its coordinates), for its appointment window. */
  TimeZone: string | null;
  Reached: boolean;
  ReachedAt: string | null;
  /** On time or late once reached; null when it had no window or is not reached. */
  OnTime: boolean | null;
  /** The ETA when it is still ahead. */
  Eta: string | null;
};

export type SharePoint = { Latitude: number; Longitude: number };

/** GET /api/Share/{token}: what anyone holding the link sees. No price, no contact, no document. */
export type ShareView = {
  Code: string;
  StatusCode: LoadStatusCode;
  Position: (SharePoint & { At: string }) | null;
  /** The route so far (thinned) and the planned route. */
  Route: SharePoint[];
  Planned: SharePoint[];
  Places: SharePlace[];
  Eta: LoadEta | null;
  ExpiresAt: string | null;
};

/** The share page asks again this often while it is visible (decision 168). */
export const SHARE_REFRESH_MS = 15_000;
