import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The plain-English messages of the valibot schemas in src/contract, keyed by that English text, so forms can
 * show them in the active language. Engineer B adds the entries of its schemas below.
 */
const validationMessages: Record<string, MessageDescriptor> = {
  // sign-in (spec 1 §5) and shared fields
  'Email is Required': msg({ id: 'Email is Required', message: 'Email is required' }),
  'Wrong email format': msg`Wrong email format`,
  'Minimum 3 symbols': msg`Minimum 3 symbols`,
  'Maximum 50 symbols': msg`Maximum 50 symbols`,
  'Password is Required': msg({ id: 'Password is Required', message: 'Password is required' }),
  'Minimum 8 symbols': msg`Minimum 8 symbols`,
  'Wrong phone number format': msg`Wrong phone number format`,
  // account and profile (engineer B)
  'Please check your Password': msg`Please check your Password`,
  'The reset link is invalid or has expired.': msg`The reset link is invalid or has expired.`,
  'The password and confirmation password do not match.': msg`The password and confirmation password do not match.`,
  'The confirmation code is missing.': msg`The confirmation code is missing.`,
  'First name is Required': msg({ id: 'First name is Required', message: 'First name is required' }),
  'Last name is Required': msg({ id: 'Last name is Required', message: 'Last name is required' }),
  'Please select file': msg`Please select file`,
  // billing actions (decision 060)
  'Please select plan': msg({ id: 'Please_select_plan', message: 'Please select plan' }),
  'Please select start date': msg`Please select start date`,
  'You have exceeded the file size limit (5mb)': msg`You have exceeded the file size limit (5mb)`,
  'The profile picture must be a PNG, JPEG or WebP image.': msg`The profile picture must be a PNG, JPEG or WebP image.`,
  // load attachments (spec 2 §5, decision 042): the server's keys and the same local checks
  Please_select_attachment_type: msg`Please select attachment type`,
  Please_select_file: msg`Please select file`,
  'You_have_exceeded_the_file_size_limit(5mb)': msg`You have exceeded the file size limit (5mb)`,
  'You_have_exceeded_the_size_limit(20mb)': msg`You have exceeded the size limit (20mb)`,
  // stops, notes and chat of the load screens (spec 2 §5, decision 047)
  'Please select a company name': msg`Please select a company name`,
  'The note is required.': msg`The note is required.`,
  'The note must be at most 400 characters.': msg`The note must be at most 400 characters.`,
  'The message is required.': msg`The message is required.`,
  'The message must be at most 2000 characters.': msg`The message must be at most 2000 characters.`,
  'The appointment end must not be before its start.': msg`The appointment end must not be before its start.`,
  'List every stop of the load exactly once.': msg`List every stop of the load exactly once.`,
  'Each stop needs its own position.': msg`Each stop needs its own position.`,
  'This load can no longer be edited.': msg`This load can no longer be edited.`,
  'This stop was changed by someone else. Review the current stop and save again.': msg`This stop was changed by someone else. Review the current stop and save again.`,
  'This stop was deleted by someone else.': msg`This stop was deleted by someone else.`,
  'The stops of this load changed since you ordered them.': msg`The stops of this load changed since you ordered them.`,
  'Only an open load can accept a bid.': msg`Only an open load can accept a bid.`,
  'A bid has already been accepted for this load.': msg`A bid has already been accepted for this load.`,
  'The total price with this bid would be above 10,000,000.': msg`The total price with this bid would be above 10,000,000.`,
  // the load form (spec 2 §5, §8: the spec's keys stay the catalogue ids) and the server's limits (decision 047)
  Please_Select_a_Mode: msg({ id: 'Please_Select_a_Mode', message: 'Please Select a Mode' }),
  Please_Select_a_Shipping: msg({ id: 'Please_Select_a_Shipping', message: 'Please Select a Shipping company' }),
  Please_Select_a_Receiving: msg({ id: 'Please_Select_a_Receiving', message: 'Please Select a Receiving company' }),
  The_price_must_be_upper_than_0: msg({ id: 'The_price_must_be_upper_than_0', message: 'The price must be upper than 0' }),
  'The delivery appointment must not be before the pickup appointment.': msg`The delivery appointment must not be before the pickup appointment.`,
  'MABD must not be before the requested ship date.': msg`MABD must not be before the requested ship date.`,
  'Must be between 0 and 10,000,000.': msg`Must be between 0 and 10,000,000.`,
  'Must be a whole number.': msg`Must be a whole number.`,
  'The load was changed by someone else. Reload it and try again.': msg`The load was changed by someone else. Reload it and try again.`,
  // the marketplace's refusals (issue 16, decisions 081 and 084)
  'A carrier can be assigned only to an open load, or changed on a booked load before pickup.': msg`A carrier can be assigned only to an open load, or changed on a booked load before pickup.`,
  'Choose a carrier.': msg`Choose a carrier.`,
  'Enter your price.': msg`Enter your price.`,
  'Name at least one carrier to offer this private load to.': msg`Name at least one carrier to offer this private load to.`,
  'Offer private loads only to approved, active carriers.': msg`Offer private loads only to approved, active carriers.`,
  'Offer a private load to at most 50 carriers.': msg`Offer a private load to at most 50 carriers.`,
  'Only a booked load (before pickup) can be returned to the board.': msg`Only a booked load (before pickup) can be returned to the board.`,
  'Only an open bid can be changed or withdrawn.': msg`Only an open bid can be changed or withdrawn.`,
  'Only an open load can be booked.': msg`Only an open load can be booked.`,
  'Only carriers can bid on or book loads.': msg`Only carriers can bid on or book loads.`,
  'Only carriers have bids.': msg`Only carriers have bids.`,
  'Sorry, this load was just taken by another carrier.': msg`Sorry, this load was just taken by another carrier.`,
  'The pickup date of this load has passed.': msg`The pickup date of this load has passed.`,
  'The price must be above 0 and at most 10,000,000.': msg`The price must be above 0 and at most 10,000,000.`,
  'This carrier does not exist.': msg`This carrier does not exist.`,
  'This carrier is already assigned to the load.': msg`This carrier is already assigned to the load.`,
  'This carrier is not approved yet.': msg`This carrier is not approved yet.`,
  'This carrier is suspended.': msg`This carrier is suspended.`,
  'This load does not take bids. Book it at the posted price instead.': msg`This load does not take bids. Book it at the posted price instead.`,
  'This load is no longer open for bids.': msg`This load is no longer open for bids.`,
  'This load takes bids. Place a bid instead of booking it.': msg`This load takes bids. Place a bid instead of booking it.`,
  'You can only change your own bids.': msg`You can only change your own bids.`,
  'You have already bid on this load. Change your bid instead.': msg`You have already bid on this load. Change your bid instead.`,
  'Your account is suspended. Contact Haulbase to bid on or book loads again.': msg`Your account is suspended. Contact Haulbase to bid on or book loads again.`,
  'Your carrier account is not approved yet. Haulbase reviews new carriers before they can bid on or book loads.': msg`Your carrier account is not approved yet. Haulbase reviews new carriers before they can bid on or book loads.`,
};

/** Field names that contract messages are built from ("Company name is Required"). */
const fieldLabels: Record<string, MessageDescriptor> = {
  'First name': msg`First name`,
  'Last name': msg`Last name`,
  'Company name': msg`Company name`,
  'Address 1': msg`Address 1`,
  'Address 2': msg`Address 2`,
  City: msg`City`,
  Zipcode: msg`Zipcode`,
  Country: msg`Country`,
  State: msg`State`,
  'Billing address 1': msg`Billing address 1`,
  'Billing address 2': msg`Billing address 2`,
  'Billing city': msg`Billing city`,
  'Billing zipcode': msg`Billing zipcode`,
  'Billing country': msg`Billing country`,
  'Billing state': msg`Billing state`,
  'Capital Allowance': msg`Capital Allowance`,
  'Quick Pay Allowed Shipments': msg`Quick Pay Allowed Shipments`,
  'Quick Pay Max Shipment Value': msg`Quick Pay Max Shipment Value`,
};

/** Messages the contract builds from a field name or a limit. */
const templates: Array<[RegExp, (name: string) => MessageDescriptor]> = [
  [/^(.+) is [Rr]equired$/, (name) => msg`${name} is required`],
  [/^(.+) is not valid$/, (name) => msg`${name} is not valid`],
  [/^(.+) cannot be negative\.$/, (name) => msg`${name} cannot be negative.`],
  [/^(.+) must be a number\.$/, (name) => msg`${name} must be a number.`],
  [/^(.+) must be a whole number\.$/, (name) => msg`${name} must be a whole number.`],
  [/^(.+) is too large\.$/, (name) => msg`${name} is too large.`],
  [/^Maximum (\d+) symbols$/, (max) => msg`Maximum ${max} symbols`],
];

function translateTemplate(text: string): string | undefined {
  for (const [pattern, describe] of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const subject = match[1]!;
    const label = fieldLabels[subject];
    return i18n._(describe(label ? i18n._(label) : subject));
  }
  return undefined;
}

/** The translation of a contract validation message; unknown text is returned unchanged. */
export function translateValidation(text: string): string {
  const descriptor = validationMessages[text];
  if (descriptor) return i18n._(descriptor);
  return translateTemplate(text) ?? text;
}
