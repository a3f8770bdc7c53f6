import { expect, test, type Page } from '@playwright/test';

/**
 * Errors the page reports (React reports a hydration mismatch there: in a production build as error #418-#425); the
 * browser's own line for an answer the test asked for (a refused sign-in) is not one.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('the sign-in page rendered at build time (decision 153)', () => {
  test.describe('before any script has run', () => {
    test.use({ javaScriptEnabled: false });

    test('the form is on the page, its button waiting for the app', async ({ page }) => {
      await page.goto('/auth/login');
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
      await expect(page.getByLabel('Email')).toBeVisible();
      await expect(page.getByLabel(/^Password/)).toBeVisible();
      // a press before the app has taken the page over would submit the form natively and empty it
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    });
  });

  // The page was rendered in UTC by the build: readers a day ahead of it (UTC+14) and a day behind (UTC−11) get the same
  // text when the app takes it over (a build stamp in the reader's calendar redrew the page and dropped the e-mail).
  for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
    test.describe(`a reader on ${timezoneId}`, () => {
      test.use({ timezoneId });

      test('the app takes the page over without redrawing it, and what was typed before stays', async ({ page }) => {
        const errors = consoleErrors(page);
        await page.goto('/auth/login', { waitUntil: 'commit' });
        const email = page.getByLabel('Email');
        await email.fill('trucker@haulbase.test');
        // React's root on the same element: hydrated, not replaced
        await page.waitForFunction(() =>
          Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')),
        );
        await expect(email).toHaveValue('trucker@haulbase.test');
        await page.getByLabel(/^Password/).fill('wrong-password');
        await page.getByRole('button', { name: 'Sign In' }).click();
        await expect(page.getByRole('alert')).toContainText('The login detail is incorrect');
        expect(errors).toEqual([]);
      });
    });
  }

  test('a visitor who chose another language gets the app drawn in it, with no mismatch', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.addInitScript(() => localStorage.setItem('i18nConfig', JSON.stringify({ selectedLang: 'fr' })));
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
