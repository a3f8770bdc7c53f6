import { expect, test } from '@playwright/test';
import { countScripts, SIGN_IN_JS_BUDGET_KB } from './page-scripts';

// The one size check of `npm test` (issue 37): CI fails when the sign-in page's JS grows past its budget. The bench
// prints the same figure (bench/sign-in-js.ts).
test(`the sign-in page downloads at most ${SIGN_IN_JS_BUDGET_KB} KB of JS (gzip) and renders with React`, async ({ page }) => {
  const scripts = countScripts(page);
  await page.goto('/auth/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  const { count, gzipKb } = await scripts.totals();
  expect(count).toBeGreaterThan(0);
  expect(gzipKb, `${count} scripts`).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET_KB);
  // React's renderer owns the page (a root it created), not another runtime behind React's name
  const reactRoot = await page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')),
  );
  expect(reactRoot).toBe(true);
});
