import { expect, test } from '@playwright/test';
import type { PartyLoadRow } from '../../src/contract/loads';
import { accessToken, demoAccounts, expectAccessible } from './fixtures';
import { adminGet, adminToken, apiAs, signInFor } from './tracking-helpers';

type PartyLoads = { Party: { Id: number }; Shipments: PartyLoadRow[] };

test('the demo trucker tracks its own load read-only and cannot open another trucker’s load', async ({ page, request }) => {
  await signInFor(page, demoAccounts.trucker.email);
  const own = await apiAs<PartyLoads>(page, '/api/Shipments/PartyLoads?pageNumber=1&pageSize=100');
  const load = own.Shipments.find((row) => ['IT', 'AR', 'AT', 'OFP', 'DL'].includes(row.StatusCode));
  expect(load, 'the demo trucker carries a load on the road').toBeTruthy();

  await page.goto(`/trackload/${load!.Id}/details`);
  await expect(page.getByRole('link', { name: `Load ${load!.Code} details` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Route map' }).locator('canvas')).toBeVisible();

  // Details mode: files can be opened, not added, edited, made private or deleted.
  const attachments = page.getByRole('region', { name: 'Attachments' });
  await expect(attachments).toBeVisible();
  await expect(attachments.getByText(/Loading attachments/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add attachment' })).toHaveCount(0);
  await expect(attachments.getByRole('button', { name: /^(Edit|Delete|Make) / })).toHaveCount(0);
  await expectAccessible(page);

  // A load carried by someone else: the forbidden screen, not a crash.
  const token = await adminToken(request);
  const all = await adminGet<{ Shipments: { Id: number; TruckerOwnerId: number | null; StatusCode: string }[] }>(
    request,
    token,
    '/api/admin/GetLoads?pageNumber=1&pageSize=200',
  );
  const others = all.Shipments.filter(
    (row) => row.TruckerOwnerId !== null && row.TruckerOwnerId !== own.Party.Id && row.StatusCode !== 'DF',
  );
  // A private load not offered to this trucker answers as an unknown id does (404, issue 36); a public one is refused.
  const bearer = { Authorization: `Bearer ${await accessToken(page)}` };
  let foreign: (typeof others)[number] | undefined;
  for (const row of others) {
    if ((await page.request.get(`/api/Tracking/${row.Id}`, { headers: bearer })).status() === 403) {
      foreign = row;
      break;
    }
  }
  expect(foreign, 'the seed has public loads of other truckers').toBeTruthy();
  await page.goto(`/trackload/${foreign!.Id}/details`);
  await expect(page.getByRole('heading', { name: 'You cannot see this load' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to loads' })).toHaveAttribute('href', /\/(shipper\/loads|shipper\/Loads\/\d+)$/);
  await expectAccessible(page);
});
