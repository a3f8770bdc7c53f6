import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, expectAccessible, signIn, signInAs } from './fixtures';

test('the sign-in page is accessible and titled', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page).toHaveTitle('Haulbase | Login');
  await expectAccessible(page);
});

/**
 * Each role starts on its own home (issue 13 item 7): staff on the management page, shippers and truckers on their
 * loads, each titled for who reads it (spec 2: "Shipper | Loads").
 */
const homes = {
  admin: ['/backoffice', 'Truckers / Shippers Management', 'Truckers / Shippers Management'],
  shipper: ['/shipper/loads', 'My loads', 'Shipper | Loads'],
  trucker: ['/shipper/loads', 'My loads', 'Trucker | Loads'],
} as const;

for (const [name, account] of Object.entries(demoAccounts)) {
  test(`${name} signs in on its own home, sees the shell, and signs out`, async ({ page }) => {
    await signInAs(page, account.email);
    const header = page.getByRole('banner');
    const [home, link, title] = homes[name as keyof typeof homes];
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    await expect(header.getByRole('link', { name: link, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`Haulbase | ${title}`);
    await expect(page).not.toHaveURL(/\/auth\//);
    await expectAccessible(page);

    const session = await page.evaluate(() => ({ token: localStorage.getItem('Token'), role: localStorage.getItem('Role') }));
    expect(session.token).toBeTruthy();
    expect(session.role).toContain(account.role);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeFalsy();

    await page.goto('/user-profile');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
}

test('a BackOffice user sees Loads and Billing in the menu and a shipper does not', async ({ page }) => {
  await signInAs(page, demoAccounts.admin.email);
  const nav = page.getByRole('banner');
  await expect(nav.getByRole('link', { name: 'Loads', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Billing', exact: true })).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signInAs(page, demoAccounts.shipper.email);
  await expect(nav.getByRole('link', { name: 'My loads', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Truckers / Shippers Management' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Loads', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Billing', exact: true })).toHaveCount(0);
});

test('a wrong password shows the invalid-login message and keeps the user on the sign-in page', async ({ page }) => {
  await signIn(page, demoAccounts.trucker.email, 'Not-the-password1');
  await expect(page.getByText('The login detail is incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('the shell works on a 768 px tablet', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInAs(page, demoAccounts.admin.email);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Billing', exact: true })).toBeVisible();
  await expectAccessible(page);
});

/** The user menu's opacity as it is first drawn, read when it enters the page (before its transition can run). */
async function userMenuOpacityWhenDrawn(page: Page): Promise<string> {
  const first = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const observer = new MutationObserver(() => {
          const menu = document.querySelector<HTMLElement>('[role="menu"]');
          if (!menu) return;
          observer.disconnect();
          resolve(getComputedStyle(menu).opacity);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  );
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  return first;
}

test('a user who asks the system for less motion gets menus without their fade', async ({ page }) => {
  await signInAs(page, demoAccounts.shipper.email);
  expect(await userMenuOpacityWhenDrawn(page)).toBe('0');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await userMenuOpacityWhenDrawn(page)).toBe('1');
});
