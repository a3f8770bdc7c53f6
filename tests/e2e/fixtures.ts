import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir } from './env';

export const demoPassword = 'Haulbase#2025';
export const demoAccounts = {
  admin: { email: 'admin@haulbase.test', role: 'BackOffice' },
  shipper: { email: 'shipper@haulbase.test', role: 'Shipper' },
  trucker: { email: 'trucker@haulbase.test', role: 'Trucker' },
} as const;

/** The demo trucker's booked 1.2-km yard move (server/seed): the live-trip journey drives it, the others leave it. */
export const isYardMove = (load: { FromCity: string | null }) => load.FromCity === "Morgan's Point";

/** The demo shipper's company: the carrier journey books its private book-now load for the demo trucker. */
export const DEMO_SHIPPER_COMPANY = 'Demo Freight Co';

type TripRow = { Id: number; StatusCode: string; FromCity: string | null; Shipper: string | null };
/**
 * Journeys that move a load take it from their own class of ids (id mod 5), so journeys running side by side never move
 * the same load, whichever goes first: 0–2 the trip journeys, 3 and 4 the phone loop at 390 and 360 px (it books its own).
 */
export const LOAD_CLASSES = 5;
export const inLoadClass = (id: number, journey: number) => id % LOAD_CLASSES === journey;

/**
 * The demo trucker's load a trip journey drives: a booked one (else one en route to pickup) of the journey's class,
 * never the demo shipper's (the carrier journey books one of those, of any class, while the trip journeys run).
 */
export function tripLoadFor<Row extends TripRow>(rows: readonly Row[], journey: 0 | 1 | 2): Row | undefined {
  const mine = rows.filter((row) => inLoadClass(row.Id, journey) && !isYardMove(row) && row.Shipper !== DEMO_SHIPPER_COMPANY);
  return mine.find((row) => row.StatusCode === 'BK') ?? mine.find((row) => row.StatusCode === 'OFP');
}

export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in and waits until the app has left the sign-in page. */
export async function signInAs(page: Page, email: string, password = demoPassword): Promise<void> {
  await signIn(page, email, password);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/** Every page a journey visits must have no serious or critical accessibility violation. */
export async function expectAccessible(page: Page): Promise<void> {
  // The splash fades out once the app has mounted; check the page, not the fade.
  await page.locator('#splash').waitFor({ state: 'detached' });
  // A toast fading in or out is checked at full opacity, not mid-fade (axe reads a half-transparent text as low
  // contrast). A toast can also start fading in while axe runs (its host loads with the first toast), so the check is
  // repeated until it holds: what stays on screen still fails it.
  await expect(async () => {
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('.mantine-Notifications-notification')].every(
        (toast) => getComputedStyle(toast).opacity === '1',
      ),
    );
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  }).toPass({ timeout: 120_000 });
}

/** The newest e-mail the server wrote to its mail pickup directory for this address. */
export function latestMailTo(address: string): string {
  const dir = join(e2eDataDir, 'mail');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  for (const name of files) {
    const text = readFileSync(join(dir, name), 'utf8');
    if (text.toLowerCase().includes(`to: ${address.toLowerCase()}`)) return text;
  }
  throw new Error(`no e-mail to ${address} in ${dir}`);
}

/** The signed-in user's access token, for calling the API the way the web app does. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('Token'));
  if (!token) throw new Error('not signed in');
  return token;
}

/** Picks an option of a Mantine Select by its label. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the company of the Add new shipper dialog, in the United States, and makes its billing address the same. */
export async function fillShipperCompany(
  dialog: Locator,
  company: { name: string; address1: string; state: string; city: string; zipcode: string },
): Promise<void> {
  await dialog.getByLabel('Company name').fill(company.name);
  await dialog.getByLabel('Address 1', { exact: true }).fill(company.address1);
  await chooseOption(dialog.page(), 'Country', 'United States');
  await chooseOption(dialog.page(), 'State', company.state);
  await dialog.getByLabel('City', { exact: true }).fill(company.city);
  await dialog.getByLabel('Zipcode', { exact: true }).fill(company.zipcode);
  await dialog.getByRole('button', { name: 'Same as company address' }).click();
}

/** Records every toast a document shows, from its first moment (so a toast raised while a page loads counts too). */
function recordToasts(): void {
  const seen: string[] = [];
  (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('.mantine-Notifications-notification')) {
      const content = toast.textContent ?? '';
      if (!seen.includes(content)) seen.push(content);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

const recordingPages = new WeakSet<Page>();

/**
 * Does what `action` does and expects the toast `text` it raises. Toasts close themselves after 4–6 s, and on a
 * loaded machine Playwright's polling can miss that window, so the page itself records every toast it shows, in
 * this document and in any the action navigates to.
 */
export async function expectToastFrom(page: Page, text: string, action: () => Promise<void>): Promise<void> {
  if (!recordingPages.has(page)) {
    recordingPages.add(page);
    await page.addInitScript(recordToasts);
  }
  await page.evaluate(recordToasts);
  await action();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { toastsSeen?: string[] }).toastsSeen?.join('\n') ?? ''), {
      message: `the toast "${text}"`,
    })
    .toContain(text);
}
