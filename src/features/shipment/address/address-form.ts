import { REQUIRED_ADDRESS_FIELDS } from '@/contract/address-book';
import { DEFAULT_COUNTRY, type AddressInput } from '@/contract/shipment';

/** The Add Address dialog's values (spec 2 §2.12, §3 "Address to create"); contacts are optional. */
export type AddressFormValues = {
  Name: string;
  Address1: string;
  Address2: string;
  Country: string;
  State: string;
  City: string;
  Zipcode: string;
  ContactFirstName: string;
  ContactLastName: string;
  ContactEmail: string;
  ContactPhone: string;
  ContactPhone2: string;
  ContactFax: string;
};

export type AddressFormField = keyof AddressFormValues;
export const ADDRESS_FORM_FIELDS = [
  'Name',
  'Address1',
  'Address2',
  'Country',
  'State',
  'City',
  'Zipcode',
  'ContactFirstName',
  'ContactLastName',
  'ContactEmail',
  'ContactPhone',
  'ContactPhone2',
  'ContactFax',
] as const satisfies readonly AddressFormField[];

export const emptyAddressForm = (name = ''): AddressFormValues => ({
  Name: name,
  Address1: '',
  Address2: '',
  Country: DEFAULT_COUNTRY,
  State: '',
  City: '',
  Zipcode: '',
  ContactFirstName: '',
  ContactLastName: '',
  ContactEmail: '',
  ContactPhone: '',
  ContactPhone2: '',
  ContactFax: '',
});

/** The fields the contract's address schema requires (spec 2 §5: they carry the asterisk) left empty, in the dialog's order. */
export function missingAddressFields(values: AddressFormValues): AddressFormField[] {
  return REQUIRED_ADDRESS_FIELDS.filter((field) => values[field].trim() === '');
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function toAddressInput(values: AddressFormValues, isShipper: boolean, shipperId?: number): AddressInput {
  return {
    Name: values.Name.trim(),
    Code: null,
    Address1: values.Address1.trim(),
    Address2: orNull(values.Address2),
    Zipcode: values.Zipcode.trim(),
    City: values.City.trim(),
    State: values.State,
    Country: values.Country,
    Coupon: null,
    ContactFirstName: orNull(values.ContactFirstName),
    ContactLastName: orNull(values.ContactLastName),
    ContactEmail: orNull(values.ContactEmail),
    ContactPhone: orNull(values.ContactPhone),
    ContactPhone2: orNull(values.ContactPhone2),
    ContactFax: orNull(values.ContactFax),
    IsShipper: isShipper,
    ...(shipperId === undefined ? {} : { ShipperId: shipperId }),
  };
}
