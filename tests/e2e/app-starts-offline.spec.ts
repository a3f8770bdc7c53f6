import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

test('after one visit the app starts without a network', async ({ page, context }) => {
  await page.goto('/auth/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first page is not controlled by the worker it installed; the next load is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  await context.setOffline(true);
  await page.goto('/auth/forgot-password');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await context.setOffline(false);
});
