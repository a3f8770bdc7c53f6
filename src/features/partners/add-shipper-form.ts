import type { AddShipperPayload } from './types';

/** Every field of the add-shipper payload (spec 1 §3), in form order: server ModelState keys land on these. */
export const ADD_SHIPPER_FIELDS = [
  'FirstName',
  'LastName',
  'Email',
  'PhoneNumber',
  'Password',
  'ConfirmPassword',
  'SendEmail',
  'CompanyName',
  'Address1',
  'Address2',
  'Country',
  'State',
  'City',
  'Zipcode',
  'BillingAddress1',
  'BillingAddress2',
  'BillingCountry',
  'BillingState',
  'BillingCity',
  'BillingZipcode',
] as const satisfies readonly (keyof AddShipperPayload)[];

export type AddShipperField = (typeof ADD_SHIPPER_FIELDS)[number];
export type AddShipperErrors = Partial<Record<AddShipperField, string>>;
export type AddShipperValues = AddShipperPayload;

/** The address fields of one set: the company's (prefix "") or the billing one ("Billing"). */
export type AddressPrefix = '' | 'Billing';
export const addressField = <F extends 'Address1' | 'Address2' | 'Country' | 'State' | 'City' | 'Zipcode'>(
  prefix: AddressPrefix,
  field: F,
) => `${prefix}${field}` as `${AddressPrefix}${F}` & AddShipperField;

export const EMPTY_ADD_SHIPPER: AddShipperValues = {
  FirstName: '',
  LastName: '',
  Email: '',
  PhoneNumber: '',
  Password: '',
  ConfirmPassword: '',
  SendEmail: true,
  CompanyName: '',
  Address1: '',
  Address2: '',
  Country: '',
  State: '',
  City: '',
  Zipcode: '',
  BillingAddress1: '',
  BillingAddress2: '',
  BillingCountry: '',
  BillingState: '',
  BillingCity: '',
  BillingZipcode: '',
};

/** What is sent: texts trimmed (passwords as typed), the phone as digits ("+1 555…" → "1555…"). */
export function toAddShipperPayload(values: AddShipperValues): AddShipperPayload {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' && !key.includes('Password') ? value.trim() : value]),
  ) as AddShipperPayload;
  return { ...trimmed, PhoneNumber: values.PhoneNumber.replace(/\D/g, '') };
}

/** Copies the company address into the billing set. */
export function copyCompanyAddress(values: AddShipperValues): AddShipperValues {
  return {
    ...values,
    BillingAddress1: values.Address1,
    BillingAddress2: values.Address2,
    BillingCountry: values.Country,
    BillingState: values.State,
    BillingCity: values.City,
    BillingZipcode: values.Zipcode,
  };
}
