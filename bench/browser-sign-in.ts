import type { Page } from '@playwright/test';

/** The demo accounts' password (README). */
export const DEMO_PASSWORD = 'Haulbase#2025';

/** Signs in through the sign-in page as a user would, and answers the access token the app stored. */
export async function signInInBrowser(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForFunction(() => !!localStorage.getItem('Token'), undefined, { timeout: 60_000 });
  return (await page.evaluate(() => localStorage.getItem('Token')))!;
}
