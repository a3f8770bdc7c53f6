import * as v from 'valibot';
import type { DetentionSource } from '../shared/detention';
import { firstIssueOnly, wholeNumberIn } from './list-query';
import { trimmedText } from './fields';
import { type MessageRef, message, say } from './messages';

/**
 * Detention and each party's money (issue 40, decisions 164 and 165): the detention of a load's stops, the invoice's
 * detention lines, the carrier's pay statement and quick pay. The server validates with these schemas; the forms use
 * them.
 */

// ── detention ───────────────────────────────────────────────────────────────────────────────────────────────────

/** 'origin', 'receiver' or 'stop:<id>' of an intermediate stop. */
export type StopKey = string;
export const STOP_KEY_PATTERN = /^(origin|receiver|stop:[1-9]\d{0,9})$/;

export type StopDetention = {
  StopKey: StopKey;
  Name: string;
  City: string | null;
  State: string | null;
  /** The appointment's start, an instant; shown in the facility's zone. */
  AppointmentStart: string | null;
  ArrivedAt: string | null;
  DepartedAt: string | null;
  FreeMinutes: number;
  BillableMinutes: number;
  RatePerHour: number;
  Amount: number;
  /** Where the times come from; 'Adjusted' when staff set the billable minutes. */
  Source: DetentionSource | 'Adjusted';
  PositionsInside: number;
  /** At the stop with no departure yet: the figures grow with the clock (the client recomputes them). */
  Running: boolean;
  /** The geofence's times, when they disagree with the status taps and the trucker has not accepted them. */
  GeofenceOffer: { ArrivedAt: string | null; DepartedAt: string | null; BillableMinutes: number; Amount: number } | null;
  AdjustReason: string | null;
};

export type DetentionAnswer = {
  ShipmentId: number;
  FreeMinutes: number;
  RatePerHour: number;
  Stops: StopDetention[];
  BillableMinutes: number;
  Amount: number;
  /** When the figures were computed (a running stop counts up to it). */
  AsOf: string;
};

const STOP_KEY_INVALID = message('stop_key_invalid', 'Choose a stop of this load.');
const stopKey = v.config(v.pipe(v.string(say(STOP_KEY_INVALID)), v.regex(STOP_KEY_PATTERN, say(STOP_KEY_INVALID))), firstIssueOnly);

export const acceptGeofenceSchema = v.object({ StopKey: stopKey });
export type AcceptGeofenceInput = v.InferInput<typeof acceptGeofenceSchema>;

export const REASON_REQUIRED = message('reason_required', 'Give a reason (at most 400 characters).');
const reason = v.config(trimmedText(REASON_REQUIRED, 400, REASON_REQUIRED), firstIssueOnly);

export const DETENTION_MINUTES_RANGE = message('detention_minutes_range', 'Billable minutes must be a whole number from 0 to 10,000.');
export const adjustDetentionSchema = v.object({
  StopKey: stopKey,
  BillableMinutes: wholeNumberIn(0, 10_000, DETENTION_MINUTES_RANGE),
  Reason: reason,
});
export type AdjustDetentionInput = v.InferInput<typeof adjustDetentionSchema>;

export const FREE_MINUTES_RANGE = message('free_minutes_range', 'Free time must be a whole number of minutes from 0 to 1,440.');
export const DETENTION_RATE_RANGE = message('detention_rate_range', 'The detention rate must be from 0 to 1,000 an hour.');
export const detentionTermsSchema = v.object({
  FreeMinutes: wholeNumberIn(0, 1_440, FREE_MINUTES_RANGE),
  RatePerHour: v.config(
    v.pipe(
      v.number(say(DETENTION_RATE_RANGE)),
      v.finite(say(DETENTION_RATE_RANGE)),
      v.minValue(0, say(DETENTION_RATE_RANGE)),
      v.maxValue(1_000, say(DETENTION_RATE_RANGE)),
      v.transform((n) => Math.round(n * 100) / 100),
    ),
    firstIssueOnly,
  ),
});
export type DetentionTermsInput = v.InferInput<typeof detentionTermsSchema>;

// ── invoice and pay statement ───────────────────────────────────────────────────────────────────────────────────

/** A detention line of the invoice, with its evidence. */
export type DetentionLine = {
  StopKey: StopKey;
  Stop: string;
  ArrivedAt: string | null;
  DepartedAt: string | null;
  BillableMinutes: number;
  RatePerHour: number;
  Amount: number;
  PositionsInside: number;
  Source: StopDetention['Source'];
};

export type QuickPayStatus = 'Requested' | 'Approved' | 'Refused';
export type QuickPayRequest = {
  Status: QuickPayStatus;
  RequestedAt: string;
  DecidedAt: string | null;
  Reason: string | null;
  Fee: number;
};

/** Where the carrier's money stands. */
export type PayStatus = 'AwaitingDelivery' | 'AwaitingProofOfDelivery' | 'Due' | 'QuickPayRequested' | 'QuickPayApproved' | 'Paid';

export type PayStatement = {
  ShipmentId: number;
  Code: string;
  Carrier: string;
  /** The rate: line haul plus accessorials as booked (TotalPrice). */
  Rate: number;
  LineHaul: number;
  Accessorials: { Name: string; Total: number }[];
  Detention: DetentionLine[];
  DetentionTotal: number;
  Gross: number;
  PlatformFee: number;
  PlatformFeePercent: number;
  QuickPayFee: number;
  QuickPayFeePercent: number;
  Net: number;
  Status: PayStatus;
  ExpectedPaymentDate: string | null;
  PaidDate: string | null;
  QuickPay: QuickPayRequest | null;
  /** Why quick pay cannot be asked for now (a message id's English text), null when it can. */
  QuickPayUnavailable: string | null;
  QuickPayUnavailableId: MessageRef | null;
};

export const quickPayDecisionSchema = v.object({
  Approve: v.config(v.boolean(say(message('approve_true_or_false', 'Approve must be true or false.'))), firstIssueOnly),
  Reason: v.optional(
    v.nullable(v.config(v.pipe(v.string(say(REASON_REQUIRED)), v.trim(), v.maxLength(400, say(REASON_REQUIRED))), firstIssueOnly)),
  ),
});
export type QuickPayDecisionInput = v.InferInput<typeof quickPayDecisionSchema>;

/** Days after delivery the carrier is paid without quick pay, and after approval with it (decision 165). */
export const STANDARD_PAY_DAYS = 30;
export const QUICK_PAY_DAYS = 2;
