import { eq, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { LABELS, issueMessages, labelNotValid, labelRequired } from '../../src/contract/fields';
import type { FieldMessages, Message } from '../../src/contract/messages';
import { EMAIL_TAKEN, addShipperSchema, type AddShipperAnswer, type AddShipperValues } from '../../src/contract/partners';
import type { Db } from '../db/database';
import { addresses, countries, shippers, states, users, type User } from '../db/schema';
import { CONFIRMATION_DAYS, sendEmailConfirmation } from './account';
import { audit } from './audit';
import { messageError, modelStateError, REQUEST_INVALID } from './errors';
import type { Mailer } from './mail';
import { hashPassword } from './passwords';
import type { AuthUser } from './tokens';
import { findUserByEmail } from './users';

/**
 * `POST /api/admin/addShipper` (decision 003): validated with the contract schema plus the checks that need the
 * database (e-mail not taken, country and state known), all reported together as ModelState. User, shipper and
 * both addresses are written in one transaction; the welcome e-mail follows the commit.
 */

type Deps = { db: Db; mailer: Mailer; config: { publicUrl: string } };
type AddressSet = '' | 'Billing';

const labels = {
  '': { country: LABELS.country, state: LABELS.state },
  Billing: { country: LABELS.billingCountry, state: LABELS.billingState },
};

/** The country (by name or ISO code) and its state (by name or code), as the names stored on addresses. */
async function resolvePlace(db: Db, country: string, state: string) {
  const [found] = await db
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .where(or(sql`lower(${countries.name}) = lower(${country})`, sql`lower(${countries.isoCode}) = lower(${country})`))
    .limit(1);
  if (!found) return { country: null, state: null, hasStates: false };
  const list = await db.select({ name: states.name, code: states.code }).from(states).where(eq(states.countryId, found.id));
  const wanted = state.toLowerCase();
  const match = list.find((s) => s.name.toLowerCase() === wanted || s.code.toLowerCase() === wanted);
  return { country: found.name, state: match?.name ?? null, hasStates: list.length > 0 };
}

const text = (input: Record<string, unknown>, key: string) => (typeof input[key] === 'string' ? (input[key] as string).trim() : '');

/** Every field error at once: the schema's, then the database's for fields the schema accepted. */
async function validateAddShipper(db: Db, input: Record<string, unknown>) {
  const parsed = v.safeParse(addShipperSchema, input);
  const state: FieldMessages = parsed.success ? {} : issueMessages(parsed.issues);
  const add = (key: string, message: Message) => (state[key] ??= []).push(message);
  if (!state.Email && (await findUserByEmail(db, text(input, 'Email')))) add('Email', EMAIL_TAKEN);
  const places: Record<AddressSet, { country: string; state: string }> = {
    '': { country: '', state: '' },
    Billing: { country: '', state: '' },
  };
  for (const set of ['', 'Billing'] as const) {
    if (state[`${set}Country`]) continue;
    const typedState = text(input, `${set}State`);
    const place = await resolvePlace(db, text(input, `${set}Country`), typedState);
    if (!place.country) add(`${set}Country`, labelNotValid({ label: labels[set].country }));
    else if (state[`${set}State`]) continue;
    else if (place.hasStates && !typedState) add(`${set}State`, labelRequired({ label: labels[set].state }));
    else if (place.hasStates && !place.state) add(`${set}State`, labelNotValid({ label: labels[set].state }));
    else places[set] = { country: place.country, state: place.state ?? typedState };
  }
  if (!parsed.success || Object.keys(state).length > 0) throw modelStateError(state);
  return { values: parsed.output, places };
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | null;
  return !!e && (e.code === '23505' || (e.cause !== undefined && isUniqueViolation(e.cause)));
};

const welcomeMail = (user: User, company: string) => ({
  subject: 'Welcome to Haulbase',
  text: (link: string) =>
    [
      `Hello ${user.firstName},`,
      '',
      `A Haulbase shipper account has been created for ${company}. You sign in with this e-mail address (${user.email}).`,
      'Please confirm the address and activate the account by opening this link:',
      '',
      link,
      '',
      `The link expires in ${CONFIRMATION_DAYS} days. If you did not expect this e-mail, you can ignore it.`,
      '',
      'Haulbase',
    ].join('\n'),
});

export async function addShipper(deps: Deps, actor: AuthUser, input: unknown): Promise<AddShipperAnswer> {
  const { db } = deps;
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw messageError(400, REQUEST_INVALID);
  const { values, places } = await validateAddShipper(db, input as Record<string, unknown>);
  const passwordHash = await hashPassword(values.Password);
  const address = (set: AddressSet, v: AddShipperValues) => ({
    address1: v[`${set}Address1`],
    address2: v[`${set}Address2`],
    city: v[`${set}City`],
    state: places[set].state,
    zipcode: v[`${set}Zipcode`],
    country: places[set].country,
  });
  let created: { user: User; shipperId: number };
  try {
    created = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: values.Email,
          firstName: values.FirstName,
          lastName: values.LastName,
          phone: values.PhoneNumber,
          passwordHash,
          roles: ['Shipper'],
        })
        .returning();
      const [shipper] = await tx
        .insert(shippers)
        .values({ userId: user.id, companyName: values.CompanyName, approved: true, quickPaySuspended: true })
        .returning({ id: shippers.id });
      await tx.insert(addresses).values([
        { shipperId: shipper.id, kind: 'company', ...address('', values) },
        { shipperId: shipper.id, kind: 'billing', ...address('Billing', values) },
      ]);
      await audit(tx, {
        userId: actor.id,
        action: 'shipper_created',
        entity: 'shipper',
        entityId: shipper.id,
        details: { accountId: user.id, email: user.email, sendEmail: values.SendEmail },
      });
      return { user, shipperId: shipper.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw modelStateError({ Email: [EMAIL_TAKEN] }); // a concurrent add with the same e-mail
    throw error;
  }
  let message = `Shipper ${values.CompanyName} has been created successfully.`;
  if (values.SendEmail) {
    try {
      await sendEmailConfirmation(deps, created.user, welcomeMail(created.user, values.CompanyName));
    } catch (error) {
      console.error('[addShipper] the welcome e-mail could not be written', error);
      message += ' The welcome e-mail could not be sent.';
    }
  }
  return { Id: created.user.id, ShipperId: created.shipperId, Message: message };
}
