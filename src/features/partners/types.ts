import type {
  ActionAnswer,
  AddShipperAnswer,
  AddShipperInput,
  BillingLimitsInput,
  LoadSummary,
  PartnerAddress,
  ShipperProfile,
  ShipperRow,
  ShippersPage,
  TruckerProfile,
  TruckerRow,
  TruckersPage,
} from '@/contract/partners';

export type { LoadSummary, ShipperProfile, ShipperRow, ShippersPage, TruckerProfile, TruckerRow, TruckersPage };
export type Address = PartnerAddress;
export type BillingLimits = BillingLimitsInput;
export type AddShipperPayload = AddShipperInput;
export type MessageAnswer = ActionAnswer;
export type { AddShipperAnswer };

/** Wire shapes of decision 003 come from src/contract/partners (types only: no schema code in the app bundle). */
export type PartnerKind = 'trucker' | 'shipper';
export type PartnerRow = TruckerRow | ShipperRow;

export function isTrucker(row: PartnerRow): row is TruckerRow {
  return 'TruckerId' in row;
}

/** The partner record id (detail page, quick pay, limits). */
export function partnerId(row: PartnerRow): number {
  return isTrucker(row) ? row.TruckerId : row.ShipperId;
}

/** How the party is named in titles and alerts: its name, else its owner. */
export function partyName(row: PartnerRow): string {
  return row.Name?.trim() || ownerName(row) || row.Email;
}

export function ownerName(row: Pick<PartnerRow, 'FirstName' | 'LastName'>): string {
  return `${row.FirstName ?? ''} ${row.LastName ?? ''}`.trim();
}
