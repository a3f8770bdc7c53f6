import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, auditLog, mailOutbox, shippers, users } from '../../server/db/schema';
import { databaseTargets } from './support/databases';
import { ADMIN, SHIPPER } from './support/fixtures';
import { PUBLIC_URL, useHarness } from './support/harness';
import { JSON_HEADERS, passwordGrant, postJson } from './support/http';
import { auth, tokenFor } from './support/partners';

const targets = await databaseTargets();
const PASSWORD = 'n@0Xk7$q';

const payload = (overrides: Record<string, unknown> = {}) => ({
  FirstName: 'Nora',
  LastName: 'Quill',
  Email: 'nora.quill@acme-freight.test',
  PhoneNumber: '12145550100',
  Password: PASSWORD,
  ConfirmPassword: PASSWORD,
  SendEmail: true,
  CompanyName: 'Acme Freight',
  Address1: '500 Main St',
  Address2: 'Suite 2',
  Country: 'United States',
  State: 'Texas',
  City: 'Dallas',
  Zipcode: '75201',
  BillingAddress1: 'PO Box 12',
  BillingAddress2: '',
  BillingCountry: 'CA',
  BillingState: 'ON',
  BillingCity: 'Toronto',
  BillingZipcode: 'M5V 2T6',
  ...overrides,
});

describe.each(targets)('POST /api/admin/addShipper on $name', (target) => {
  const h = useHarness(target);
  let admin = '';
  const add = (body: unknown) => postJson(h.app, '/api/admin/addShipper', body, auth(admin));
  const modelState = async (body: unknown) => {
    const res = await add(body);
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(answer.Message).toBe('The request is invalid.');
    return answer.ModelState as Record<string, string[]>;
  };
  const countWhere = async (table: typeof users | typeof shippers, condition: ReturnType<typeof sql>) =>
    (
      await h.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(condition)
    )[0].n;

  beforeAll(async () => {
    admin = await tokenFor(h, ADMIN);
  });

  it('reports every missing field at once, in ModelState', async () => {
    const state = await modelState({});
    expect(Object.keys(state).sort()).toEqual(
      [
        'Address1',
        'BillingAddress1',
        'BillingCity',
        'BillingCountry',
        'BillingZipcode',
        'City',
        'CompanyName',
        'Country',
        'Email',
        'FirstName',
        'LastName',
        'Password',
        'Zipcode',
      ].sort(),
    );
    expect(state.FirstName).toEqual(['First name is Required']);
    expect(state.Email).toEqual(['Email is Required']);
    expect(state.BillingCountry).toEqual(['Billing country is Required']);
  });

  it('checks e-mail format and uniqueness, passwords, phone, country and state', async () => {
    expect(await modelState(payload({ Email: 'not-an-email' }))).toEqual({ Email: ['Wrong email format'] });
    expect(await modelState(payload({ Email: SHIPPER.toUpperCase() }))).toEqual({
      Email: ['This e-mail address is already used by another account.'],
    });
    expect(await modelState(payload({ ConfirmPassword: 'n@0Xk7$r' }))).toEqual({
      ConfirmPassword: ['The password and confirmation password do not match.'],
    });
    expect(await modelState(payload({ Password: 'password', ConfirmPassword: 'password' }))).toEqual({
      Password: ['Please check your Password'],
    });
    expect(await modelState(payload({ PhoneNumber: '12' }))).toEqual({ PhoneNumber: ['Wrong phone number format'] });
    expect(await modelState(payload({ Country: 'Atlantis' }))).toEqual({ Country: ['Country is not valid'] });
    expect(await modelState(payload({ State: 'Ontario' }))).toEqual({ State: ['State is not valid'] });
    expect(await modelState(payload({ State: '' }))).toEqual({ State: ['State is Required'] });
    expect(await modelState(payload({ BillingCountry: 'Narnia', Email: 'x@', Zipcode: '!' }))).toEqual({
      Email: ['Wrong email format'],
      Zipcode: ['Zipcode is not valid'],
      BillingCountry: ['Billing country is not valid'],
    });
    const notJson = await h.app.request('/api/admin/addShipper', {
      method: 'POST',
      headers: { ...auth(admin), ...JSON_HEADERS },
      body: '[1]',
    });
    expect(notJson.status).toBe(400);
    expect(await countWhere(users, sql`lower(${users.email}) = 'nora.quill@acme-freight.test'`)).toBe(0);
  });

  it('creates user, shipper and both addresses; the shipper can sign in; SendEmail writes the activation e-mail', async () => {
    const res = await add(payload({ Email: ' Nora.Quill@Acme-Freight.test ', Country: 'us', State: 'tx' }));
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toEqual({
      Id: expect.any(Number),
      ShipperId: expect.any(Number),
      Message: 'Shipper Acme Freight has been created successfully.',
    });

    const [user] = await h.db.select().from(users).where(eq(users.id, answer.Id));
    expect(user).toMatchObject({
      email: 'Nora.Quill@Acme-Freight.test',
      firstName: 'Nora',
      lastName: 'Quill',
      phone: '12145550100',
      roles: ['Shipper'],
      emailConfirmed: false,
      lockedOut: false,
    });
    const [shipper] = await h.db.select().from(shippers).where(eq(shippers.id, answer.ShipperId));
    expect(shipper).toMatchObject({ userId: answer.Id, companyName: 'Acme Freight', approved: true, quickPaySuspended: true });
    const places = await h.db.select().from(addresses).where(eq(addresses.shipperId, answer.ShipperId)).orderBy(addresses.id);
    expect(places.map((a) => [a.kind, a.address1, a.city, a.state, a.zipcode, a.country])).toEqual([
      ['company', '500 Main St', 'Dallas', 'Texas', '75201', 'United States'],
      ['billing', 'PO Box 12', 'Toronto', 'Ontario', 'M5V 2T6', 'Canada'],
    ]);

    const signIn = await passwordGrant(h.app, 'nora.quill@acme-freight.test', PASSWORD);
    expect(signIn.status).toBe(200);
    expect((await signIn.json()).roles).toBe('Shipper');

    const [mail] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mail.subject).toBe('Welcome to Haulbase');
    const code = new URL(/(http:\/\/\S+\/useractivationemail\?\S+)/.exec(mail.textBody)![1]).searchParams.get('code');
    expect(mail.textBody).toContain(`${PUBLIC_URL}/useractivationemail?code=`);
    const eml = readdirSync(join(h.config.dataDir, 'mail')).map((f) => readFileSync(join(h.config.dataDir, 'mail', f), 'utf8'));
    expect(eml.some((text) => text.includes(`code=${code}`))).toBe(true);
    expect((await postJson(h.app, '/api/Account/ConfirmEmail', { Code: code })).status).toBe(200);

    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'shipper_created')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      entity: 'shipper',
      entityId: String(answer.ShipperId),
      details: { accountId: answer.Id, sendEmail: true },
    });

    const list = await (await h.app.request('/api/Shippers?search=acme%20freight', { headers: auth(admin) })).json();
    expect(list.Shippers.map((r: { ShipperId: number }) => r.ShipperId)).toEqual([answer.ShipperId]);
    expect(await modelState(payload({ Email: 'nora.quill@acme-freight.test' }))).toEqual({
      Email: ['This e-mail address is already used by another account.'],
    });
  });

  it('writes no e-mail without SendEmail', async () => {
    const res = await add(payload({ Email: 'quiet@acme-freight.test', SendEmail: false, PhoneNumber: '' }));
    expect(res.status).toBe(200);
    expect(await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'quiet@acme-freight.test'))).toEqual([]);
  });

  it('leaves nothing half-written when the transaction fails part-way', async () => {
    const counts = async () =>
      Promise.all(
        [users, shippers, addresses, auditLog, mailOutbox].map(
          async (table) => (await h.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n,
        ),
      );
    const before = await counts();
    // A constraint the billing address breaks, after the user, shipper and company address rows are written.
    await h.db.execute(sql`alter table ${addresses} add constraint test_no_failtown check (city <> 'Failtown')`);
    try {
      const res = await add(payload({ Email: 'half@acme-freight.test', CompanyName: 'Half Written Co', BillingCity: 'Failtown' }));
      expect(res.status).toBe(500);
    } finally {
      await h.db.execute(sql`alter table ${addresses} drop constraint test_no_failtown`);
    }
    expect(await counts()).toEqual(before);
    expect(await countWhere(users, sql`lower(${users.email}) = 'half@acme-freight.test'`)).toBe(0);
    expect(await countWhere(shippers, sql`${shippers.companyName} = 'Half Written Co'`)).toBe(0);
  });
});
