import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { PartyLoadRow } from '../../src/contract/loads';
import type { ChatConversations } from '../../src/contract/shipment';
import { demoAccounts, expectAccessible } from './fixtures';
import { apiAs, signInFor } from './tracking-helpers';

type PartyLoads = { Party: { Id: number }; Shipments: PartyLoadRow[] };

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInFor(page, email);
  return page;
}

/** No serious or critical accessibility violation inside this part of the page (the load page is its owners' to check). */
async function expectAccessiblePart(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('the shipper and the trucker of a load chat live, and the conversation is listed in Messages', async ({ browser }) => {
  const shipper = await signedInPage(browser, demoAccounts.shipper.email);
  const trucker = await signedInPage(browser, demoAccounts.trucker.email);

  // A load of the demo shipper carried by the demo trucker.
  const truckerLoads = await apiAs<PartyLoads>(trucker, '/api/Shipments/PartyLoads?pageNumber=1&pageSize=100');
  const shipperLoads = await apiAs<PartyLoads>(shipper, '/api/Shipments/PartyLoads?pageNumber=1&pageSize=100');
  const load = shipperLoads.Shipments.find((row) => row.TruckerOwnerId === truckerLoads.Party.Id && row.StatusCode !== 'CL');
  expect(load, 'the demo shipper has a load carried by the demo trucker').toBeTruthy();
  const { Id: id, Code: code } = load!;

  // The shipper opens the load's chat from the side toolbar of its details page and writes the first message.
  await shipper.goto(`/shipper/Loads/${id}/detail`);
  await shipper.getByRole('navigation', { name: 'Load tools' }).getByRole('button', { name: 'Chat' }).click();
  const shipperChat = shipper.getByRole('dialog', { name: `Chat · Load ${code}` });
  await expect(shipperChat.getByText('Live')).toBeVisible();
  const opening = `Load ${code}: are you on your way?`;
  const shipperBox = shipperChat.getByRole('textbox', { name: 'Message' });
  await shipperBox.fill(opening);
  await shipperBox.press('Enter');
  await expect(shipperBox).toHaveValue('');
  await expect(shipperChat.getByText(opening)).toBeVisible();

  // The trucker finds the conversation in Messages, unread, and opens it.
  await trucker.goto('/Messages');
  const truckerRow = trucker.getByRole('button', { name: new RegExp(`Open the chat of load ${code}`) });
  await expect(truckerRow).toContainText(opening);
  await expect(truckerRow.getByLabel('1 unread')).toBeVisible();
  await truckerRow.click();
  const truckerChat = trucker.getByRole('dialog', { name: `Chat · Load ${code}` });
  await expect(truckerChat.getByText('Live')).toBeVisible();
  await expect(truckerChat.getByText(opening)).toBeVisible();

  // The shipper writes (Enter sends); the trucker sees it without a reload.
  const question = `Dock 4 is free at ${Date.now() % 10_000}. Can you make it?`;
  await shipperBox.fill(question);
  await shipperBox.press('Enter');
  await expect(shipperChat.getByText(question)).toBeVisible();
  await expect(truckerChat.getByText(question)).toBeVisible();

  // The trucker answers on two lines (Shift+Enter); the shipper sees it live.
  const truckerBox = truckerChat.getByRole('textbox', { name: 'Message' });
  await truckerBox.fill('Yes, 20 minutes out.');
  await truckerBox.press('Shift+Enter');
  await truckerBox.pressSequentially('Gate code please?');
  await expect(truckerBox).toHaveValue('Yes, 20 minutes out.\nGate code please?');
  await truckerChat.getByRole('button', { name: 'Send' }).click();
  await expect(shipperChat.getByText('Gate code please?')).toBeVisible();
  await expectAccessiblePart(shipper, '[role="dialog"]');

  // The trucker's Messages page lists the conversation with its latest message, the trucker's own answer.
  await trucker.getByRole('button', { name: 'Close the chat' }).click();
  await trucker.reload();
  const row = trucker.getByRole('button', { name: new RegExp(`Open the chat of load ${code}`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('You: Yes, 20 minutes out. Gate code please?');
  await expect(trucker.getByRole('link', { name: `Open load ${code}` })).toHaveAttribute('href', `/trackload/${id}/details`);
  await expect(trucker.getByRole('banner').getByRole('link', { name: /^Messages/ })).toBeVisible();
  await expectAccessible(trucker);

  // Everything is read on both sides: no unread count left for this load.
  await expect
    .poll(
      async () =>
        (await apiAs<ChatConversations>(shipper, '/api/Chat/Conversations')).Conversations.find((c) => c.ShipmentId === id)?.Unread,
    )
    .toBe(0);
});
