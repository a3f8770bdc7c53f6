import type { Address, CustomFieldValue, Shipment, ShipmentInput } from '@/contract/shipment';
import { dateTimeToApi, dayToApi, toFormDateTime, toFormDay } from '@/lib/format/form-dates';
import { todayDay } from './date-rules';
import type { AccessorialDraft } from './totals';

/** The chosen company's address and contact, as the form and a stop show them read-only. */
export const COMPANY_VIEW_FIELDS = [
  'Address1',
  'Address2',
  'City',
  'State',
  'Country',
  'Zipcode',
  'ContactName',
  'ContactEmail',
  'ContactPhone',
  'ContactPhone2',
  'ContactFax',
  'TimeZone',
] as const;

/** A read-only block of a section: the chosen company's address and contact. */
export type CompanyView = Pick<Address, (typeof COMPANY_VIEW_FIELDS)[number]>;

export type AccessorialRow = AccessorialDraft & { key: string };

/** What the form edits: text as typed, days "YYYY-MM-DD", appointments "YYYY-MM-DDTHH:mm" at the company's zone (decision 160). */
export type ShipmentFormValues = {
  ShipmentDate: string;
  ModeId: number | null;
  EquipmentTypeId: number | null;
  Equipment: string | null;
  BasicPrice: number;
  Value: number | null;
  /** Seconds. */
  RestTime: number;
  SignatureRequired: boolean;
  IsQuickPay: boolean;
  BiddingEnabled: boolean;
  IsPrivate: boolean;
  /** A private load's carriers (decision 081), with the names the picker shows. */
  OfferedTruckers: { Id: number; Name: string }[];
  TruckNumber: string;
  TrailerNumber: string;
  IsStayWith: boolean;
  ContainerNumber: string;
  ReleaseNumber: string;
  LastFreeDate: string;
  VesselEta: string;
  AvailableEta: string;
  ReportedEmpty: string;
  PickupId: number | null;
  PickupCompany: CompanyView | null;
  PickupNumber: string;
  ReqShipDate: string;
  PuAppointmentDate: string;
  PuAppointmentToDate: string;
  SealNumber: string;
  ShippingNote: string;
  ShippingSpecialReq: string[];
  DestinationId: number | null;
  DestinationCompany: CompanyView | null;
  DestinationNumber: string;
  Mabd: string;
  DelAppointmentDate: string;
  DelAppointmentToDate: string;
  ReceivingNote: string;
  ReceivingSpecialReq: string[];
  Accessorials: AccessorialRow[];
  CustomFields: CustomFieldValue[];
};

let rowKey = 0;
export const newRowKey = () => `row-${++rowKey}`;

/** A new load (spec 2 §4): draft, signature required, basic price 0, today's shipment date. */
export function emptyShipmentForm(now = new Date()): ShipmentFormValues {
  return {
    ShipmentDate: todayDay(now),
    ModeId: null,
    EquipmentTypeId: null,
    Equipment: null,
    BasicPrice: 0,
    Value: null,
    RestTime: 0,
    SignatureRequired: true,
    IsQuickPay: false,
    BiddingEnabled: false,
    IsPrivate: false,
    OfferedTruckers: [],
    TruckNumber: '',
    TrailerNumber: '',
    IsStayWith: false,
    ContainerNumber: '',
    ReleaseNumber: '',
    LastFreeDate: '',
    VesselEta: '',
    AvailableEta: '',
    ReportedEmpty: '',
    PickupId: null,
    PickupCompany: null,
    PickupNumber: '',
    ReqShipDate: '',
    PuAppointmentDate: '',
    PuAppointmentToDate: '',
    SealNumber: '',
    ShippingNote: '',
    ShippingSpecialReq: [],
    DestinationId: null,
    DestinationCompany: null,
    DestinationNumber: '',
    Mabd: '',
    DelAppointmentDate: '',
    DelAppointmentToDate: '',
    ReceivingNote: '',
    ReceivingSpecialReq: [],
    Accessorials: [],
    CustomFields: [],
  };
}

export function toCompanyView(address: Address | null): CompanyView | null {
  if (!address) return null;
  return Object.fromEntries(COMPANY_VIEW_FIELDS.map((field) => [field, address[field]])) as CompanyView;
}

/** The chosen company's block from what the load copied of it: `Shipping…` at pickup, `Receiving…` at delivery. */
function companyOf(s: Shipment, side: 'Shipping' | 'Receiving'): CompanyView {
  const copied = (field: keyof CompanyView) => s[`${side}${field === 'Zipcode' ? 'ZipCode' : field}` as const];
  return Object.fromEntries(COMPANY_VIEW_FIELDS.map((field) => [field, copied(field)])) as CompanyView;
}

export function shipmentToForm(s: Shipment): ShipmentFormValues {
  return {
    ShipmentDate: toFormDay(s.ShipmentDate),
    ModeId: s.ModeId,
    EquipmentTypeId: s.EquipmentTypeId,
    Equipment: s.Equipment,
    BasicPrice: s.BasicPrice,
    Value: s.Value,
    RestTime: s.RestTime ?? 0,
    SignatureRequired: s.SignatureRequired,
    IsQuickPay: s.IsQuickPay,
    BiddingEnabled: s.BiddingEnabled,
    IsPrivate: s.IsPrivate,
    OfferedTruckers: s.OfferedTruckers ?? [],
    TruckNumber: s.TruckNumber ?? '',
    TrailerNumber: s.TrailerNumber ?? '',
    IsStayWith: s.IsStayWith,
    ContainerNumber: s.ContainerNumber ?? '',
    ReleaseNumber: s.ReleaseNumber ?? '',
    LastFreeDate: toFormDay(s.LastFreeDate),
    VesselEta: toFormDay(s.VesselEta),
    AvailableEta: toFormDay(s.AvailableEta),
    ReportedEmpty: toFormDay(s.ReportedEmpty),
    PickupId: s.PickupId,
    PickupCompany: s.PickupId ? companyOf(s, 'Shipping') : null,
    PickupNumber: s.PickupNumber ?? '',
    ReqShipDate: toFormDay(s.ReqShipDate),
    PuAppointmentDate: toFormDateTime(s.PuAppointmentDate, s.ShippingTimeZone),
    PuAppointmentToDate: toFormDateTime(s.PuAppointmentToDate, s.ShippingTimeZone),
    SealNumber: s.SealNumber ?? '',
    ShippingNote: s.ShippingNote ?? '',
    ShippingSpecialReq: s.ShippingSpecialReq ?? [],
    DestinationId: s.DestinationId,
    DestinationCompany: s.DestinationId ? companyOf(s, 'Receiving') : null,
    DestinationNumber: s.DestinationNumber ?? '',
    Mabd: toFormDay(s.Mabd),
    DelAppointmentDate: toFormDateTime(s.DelAppointmentDate, s.ReceivingTimeZone),
    DelAppointmentToDate: toFormDateTime(s.DelAppointmentToDate, s.ReceivingTimeZone),
    ReceivingNote: s.ReceivingNote ?? '',
    ReceivingSpecialReq: s.ReceivingSpecialReq ?? [],
    Accessorials: (s.Accessorials ?? []).map(({ Name, Price, Quantity, IsPercentage }) => ({
      key: newRowKey(),
      Name,
      Price,
      Quantity,
      IsPercentage,
    })),
    CustomFields: s.CustomFields ?? [],
  };
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());

export function formToInput(v: ShipmentFormValues, asDraft: boolean, isContainerMode: boolean): ShipmentInput {
  return {
    ShipmentDate: dayToApi(v.ShipmentDate),
    ModeId: v.ModeId,
    EquipmentTypeId: v.EquipmentTypeId,
    Equipment: v.Equipment,
    BasicPrice: v.BasicPrice,
    Value: v.Value,
    RestTime: v.RestTime,
    SignatureRequired: v.SignatureRequired,
    IsQuickPay: v.IsQuickPay,
    BiddingEnabled: v.BiddingEnabled && !v.IsPrivate,
    IsPrivate: v.IsPrivate && !v.BiddingEnabled,
    // spec 2 §2.12: mode 3 has no trailer or truck number, and only mode 3 has the container fields
    TruckNumber: isContainerMode ? null : text(v.TruckNumber),
    TrailerNumber: isContainerMode ? null : text(v.TrailerNumber),
    IsStayWith: isContainerMode && v.IsStayWith,
    ContainerNumber: isContainerMode ? text(v.ContainerNumber) : null,
    ReleaseNumber: isContainerMode ? text(v.ReleaseNumber) : null,
    LastFreeDate: isContainerMode ? dayToApi(v.LastFreeDate) : null,
    VesselEta: isContainerMode ? dayToApi(v.VesselEta) : null,
    AvailableEta: isContainerMode ? dayToApi(v.AvailableEta) : null,
    ReportedEmpty: isContainerMode && v.IsStayWith ? dayToApi(v.ReportedEmpty) : null,
    PickupId: v.PickupId,
    PickupNumber: text(v.PickupNumber),
    ReqShipDate: dayToApi(v.ReqShipDate),
    PuAppointmentDate: dateTimeToApi(v.PuAppointmentDate, v.PickupCompany?.TimeZone),
    PuAppointmentToDate: dateTimeToApi(v.PuAppointmentToDate, v.PickupCompany?.TimeZone),
    SealNumber: text(v.SealNumber),
    ShippingNote: text(v.ShippingNote),
    ShippingSpecialReq: v.ShippingSpecialReq,
    DestinationId: v.DestinationId,
    DestinationNumber: text(v.DestinationNumber),
    Mabd: dayToApi(v.Mabd),
    DelAppointmentDate: dateTimeToApi(v.DelAppointmentDate, v.DestinationCompany?.TimeZone),
    DelAppointmentToDate: dateTimeToApi(v.DelAppointmentToDate, v.DestinationCompany?.TimeZone),
    ReceivingNote: text(v.ReceivingNote),
    ReceivingSpecialReq: v.ReceivingSpecialReq,
    Accessorials: v.Accessorials.filter((line) => line.Name !== '').map(({ Name, Price, Quantity, IsPercentage }) => ({
      Name,
      Price,
      Quantity: IsPercentage ? null : Quantity,
      IsPercentage,
    })),
    CustomFields: v.CustomFields.map(({ Id, Value }) => ({ Id, Value })),
    AsDraft: asDraft,
    OfferedTruckerIds: v.IsPrivate && !v.BiddingEnabled ? v.OfferedTruckers.map((trucker) => trucker.Id) : [],
  };
}
