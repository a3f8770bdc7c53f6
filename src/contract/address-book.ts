import * as v from 'valibot';
import { fieldRequired } from './billing-actions';
import { fieldMaxCharacters, fieldText, flag, idOf } from './load-fields';
import { message, say } from './messages';

/**
 * The body of POST /api/Address (decision 047 §Address book), read by the server. The Add Address dialog checks the
 * same required fields (`REQUIRED_ADDRESS_FIELDS`) before it sends, under its own labels.
 */

const CONTACT_EMAIL = message('contact_email', 'ContactEmail must be an e-mail address.');
const SHIPPER_ID = message('shipper_id', 'ShipperId must be a shipper id.');

/** Spec 2 §5: Name, Address, Country, State, City and Zip code carry the asterisk, in the dialog's order. */
export const REQUIRED_ADDRESS_FIELDS = ['Name', 'Address1', 'Country', 'State', 'City', 'Zipcode'] as const;

const required = (field: (typeof REQUIRED_ADDRESS_FIELDS)[number], max = 200) =>
  v.optional(
    v.pipe(
      v.string(say(fieldRequired({ field }))),
      v.trim(),
      v.nonEmpty(say(fieldRequired({ field }))),
      v.maxLength(max, say(fieldMaxCharacters({ field, max }))),
    ),
    '',
  );
const optional = (field: string, max = 100) =>
  v.optional(
    v.nullable(v.pipe(v.string(say(fieldText({ field }))), v.trim(), v.maxLength(max, say(fieldMaxCharacters({ field, max }))))),
    null,
  );

export const addressInputSchema = v.object({
  Name: required('Name'),
  Address1: required('Address1'),
  Country: required('Country', 100),
  State: required('State', 100),
  City: required('City', 100),
  Zipcode: required('Zipcode', 20),
  Code: optional('Code', 50),
  Address2: optional('Address2', 200),
  Coupon: optional('Coupon', 50),
  ContactFirstName: optional('ContactFirstName'),
  ContactLastName: optional('ContactLastName'),
  ContactEmail: v.optional(
    v.nullable(
      v.pipe(
        v.string(say(CONTACT_EMAIL)),
        v.trim(),
        v.maxLength(100, say(fieldMaxCharacters({ field: 'ContactEmail', max: 100 }))),
        v.check((x) => x === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(x), say(CONTACT_EMAIL)),
      ),
    ),
    null,
  ),
  ContactPhone: optional('ContactPhone', 30),
  ContactPhone2: optional('ContactPhone2', 30),
  ContactFax: optional('ContactFax', 30),
  IsShipper: flag('IsShipper', true),
  ShipperId: v.optional(v.nullable(idOf(SHIPPER_ID)), null),
});

export type AddressInputValue = v.InferOutput<typeof addressInputSchema>;
