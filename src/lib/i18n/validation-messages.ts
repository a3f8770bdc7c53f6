import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What is still matched by English text (decision 120): the `{ Message }` refusals of the server that carry no
 * MessageId yet, and the messages of the schemas that live on the server only (notes, chat).
 */
const validationMessages: Record<string, MessageDescriptor> = {
  // sign-in (spec 1 §5) and shared fields
  // account and profile (engineer B)
  // billing actions (decision 060)
  // load attachments (spec 2 §5, decision 042): the server's keys and the same local checks
  // stops, notes and chat of the load screens (spec 2 §5, decision 047)
  'The note is required.': msg`The note is required.`,
  'The note must be at most 400 characters.': msg`The note must be at most 400 characters.`,
  'The message is required.': msg`The message is required.`,
  'The message must be at most 2000 characters.': msg`The message must be at most 2000 characters.`,
  'This load can no longer be edited.': msg`This load can no longer be edited.`,
  'This stop was changed by someone else. Review the current stop and save again.': msg`This stop was changed by someone else. Review the current stop and save again.`,
  'This stop was deleted by someone else.': msg`This stop was deleted by someone else.`,
  'The stops of this load changed since you ordered them.': msg`The stops of this load changed since you ordered them.`,
  'Only an open load can accept a bid.': msg`Only an open load can accept a bid.`,
  'A bid has already been accepted for this load.': msg`A bid has already been accepted for this load.`,
  'The total price with this bid would be above 10,000,000.': msg`The total price with this bid would be above 10,000,000.`,
  // the load form (spec 2 §5, §8: the spec's keys stay the catalogue ids) and the server's limits (decision 047)
  'The load was changed by someone else. Reload it and try again.': msg`The load was changed by someone else. Reload it and try again.`,
  // the marketplace's refusals (issue 16, decisions 081 and 084)
  'A carrier can be assigned only to an open load, or changed on a booked load before pickup.': msg`A carrier can be assigned only to an open load, or changed on a booked load before pickup.`,
  'Only a booked load (before pickup) can be returned to the board.': msg`Only a booked load (before pickup) can be returned to the board.`,
  'Only an open bid can be changed or withdrawn.': msg`Only an open bid can be changed or withdrawn.`,
  'Only an open load can be booked.': msg`Only an open load can be booked.`,
  'Only carriers can bid on or book loads.': msg`Only carriers can bid on or book loads.`,
  'Only carriers have bids.': msg`Only carriers have bids.`,
  'Sorry, this load was just taken by another carrier.': msg`Sorry, this load was just taken by another carrier.`,
  'The pickup date of this load has passed.': msg`The pickup date of this load has passed.`,
  'This carrier is already assigned to the load.': msg`This carrier is already assigned to the load.`,
  'This load does not take bids. Book it at the posted price instead.': msg`This load does not take bids. Book it at the posted price instead.`,
  'This load is no longer open for bids.': msg`This load is no longer open for bids.`,
  'This load takes bids. Place a bid instead of booking it.': msg`This load takes bids. Place a bid instead of booking it.`,
  'You can only change your own bids.': msg`You can only change your own bids.`,
  'You have already bid on this load. Change your bid instead.': msg`You have already bid on this load. Change your bid instead.`,
  'Your account is suspended. Contact Haulbase to bid on or book loads again.': msg`Your account is suspended. Contact Haulbase to bid on or book loads again.`,
  'Your carrier account is not approved yet. Haulbase reviews new carriers before they can bid on or book loads.': msg`Your carrier account is not approved yet. Haulbase reviews new carriers before they can bid on or book loads.`,
};

/**
 * The translation of a `{ Message }` answer without a MessageId (or a text stored before ids existed), by its English
 * text; unknown text is returned unchanged. ModelState and the contract's messages are translated by id
 * (server-messages.ts).
 */
export function translateValidation(text: string): string {
  const descriptor = validationMessages[text];
  return descriptor ? i18n._(descriptor) : text;
}
