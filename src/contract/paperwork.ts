import * as v from 'valibot';
import { trimmedText } from './fields';
import { message, say } from './messages';

/**
 * Rate confirmation and proof of delivery (issue 40, decision 162): the server's answers and the checked bodies of
 * POST …/RateConfirmation/Accept and POST …/ProofOfDelivery.
 */

export const ACCEPT_NAME_REQUIRED = message('rc_name_required', 'Type your name to accept the rate confirmation.');
export const NAME_TOO_LONG = message('paperwork_name_too_long', 'The name must be at most 100 characters.');
export const RC_NOT_ISSUED = message('rc_not_issued', 'No rate confirmation has been issued for this load yet.');
export const POD_SIGNATURE_REQUIRED = message('pod_signature_required', 'The receiver’s signature is required.');
export const POD_SIGNATURE_PNG = message('pod_signature_png', 'The signature must be a PNG image.');
export const POD_SIGNED_BY_REQUIRED = message('pod_signed_by_required', 'The receiver’s printed name is required.');
export const POD_EXCEPTIONS_INVALID = message(
  'pod_exceptions_invalid',
  'Each exception is over, short or damaged, with a note of at most 400 characters.',
);
export const POD_PHOTO_TYPE = message('pod_photo_type', 'Photos must be JPEG or PNG images.');
export const POD_STATUS = message('pod_status', 'A proof of delivery is taken once the load is at delivery.');
export const POD_NOT_YET = message('pod_not_yet', 'No proof of delivery has been taken for this load yet.');
export const POD_REQUIRED = message(
  'pod_required_for_invoice',
  'This load has no signed proof of delivery. Give a reason to issue the invoice without it.',
);

export const POD_OVERRIDE_TOO_LONG = message('pod_override_too_long', 'The reason must be at most 400 characters.');

export const NAME_MAX = 100;
/** A page of the signed BOL after the device compressed it: three pages stay within 1.5 MB (issue 40). */
export const BOL_PAGE_MAX_BYTES = 500_000;
/** Longest side of a BOL page: print stays readable at 1,800 px across a letter page. */
export const BOL_PAGE_MAX_SIDE = 1800;
export const POD_NOTE_MAX = 400;
export const POD_MAX_EXCEPTIONS = 10;
export const POD_MAX_PHOTOS = 12;

const personName = (required: ReturnType<typeof message>) => trimmedText(required, NAME_MAX, NAME_TOO_LONG);

export const acceptRateConfirmationSchema = v.object({ Name: personName(ACCEPT_NAME_REQUIRED) });
export type AcceptRateConfirmation = v.InferOutput<typeof acceptRateConfirmationSchema>;

export const signedBySchema = personName(POD_SIGNED_BY_REQUIRED);

export const POD_EXCEPTION_KINDS = ['Over', 'Short', 'Damaged'] as const;
export type PodExceptionKind = (typeof POD_EXCEPTION_KINDS)[number];

/** One exception; its photos are the multipart `Photos` files named in `Photos` (by their file names). */
export const podExceptionSchema = v.object({
  Kind: v.picklist(POD_EXCEPTION_KINDS, say(POD_EXCEPTIONS_INVALID)),
  Note: v.optional(v.pipe(v.string(say(POD_EXCEPTIONS_INVALID)), v.trim(), v.maxLength(POD_NOTE_MAX, say(POD_EXCEPTIONS_INVALID))), ''),
  Photos: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(POD_MAX_PHOTOS)), []),
});
export type PodException = v.InferOutput<typeof podExceptionSchema>;
export const podExceptionsSchema = v.pipe(v.array(podExceptionSchema, say(POD_EXCEPTIONS_INVALID)), v.maxLength(POD_MAX_EXCEPTIONS));

export type RcParty = { Name: string; Address: string; Phone: string | null; Email: string | null };
export type RcStop = {
  Type: 'Pick-up' | 'Drop';
  Name: string;
  Address: string;
  /** Appointment window as instants; shown in TimeZone (the facility's IANA zone). */
  From: string | null;
  To: string | null;
  TimeZone: string;
};

/** What a rate confirmation version fixed (stored with it; the PDF is drawn from it). */
export type RateConfirmationTerms = {
  LoadCode: string;
  Shipper: RcParty;
  Carrier: RcParty & { McNumber: string | null; DotNumber: string | null };
  Stops: RcStop[];
  Equipment: string | null;
  Commodity: string | null;
  Weight: number | null;
  WeightType: string;
  Rate: number;
  Accessorials: { Name: string; Total: number }[];
  Total: number;
  PaymentDays: number;
  QuickPay: { Selected: boolean; FeePercent: number; Days: number };
};

/** The state of a load's paperwork, read by the load's parties (GET …/Paperwork). */
export type RateConfirmationState = {
  Version: number;
  Issued: string;
  /** null until the carrier accepts this version. */
  AcceptedAt: string | null;
  AcceptedName: string | null;
  AcceptedBy: string | null;
  AcceptedDevice: string | null;
};
/** A stored POD photo: its bytes' sha256, its file name as sent, and the exception it shows (null: a BOL page). */
export type PodPhoto = { Sha256: string; Name: string; ContentType: string; Exception: PodExceptionKind | null };
export type ProofOfDeliveryState = { SignedBy: string; SignedAt: string; Exceptions: PodException[]; Pages: number; Photos: number };
export type Paperwork = { RateConfirmation: RateConfirmationState | null; ProofOfDelivery: ProofOfDeliveryState | null };
