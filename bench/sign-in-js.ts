import { countScripts, SIGN_IN_JS_BUDGET_KB } from '../tests/e2e/page-scripts';
import type { Figure } from './figure';
import { withChromium } from './browser';

/**
 * Gzip size of every script the sign-in page downloads in a fresh browser profile (the budget's measure), and the
 * bytes that crossed the wire (the server sends the build's brotli copies, decision 125).
 */
export async function signInPageJs(baseUrl: string): Promise<Figure> {
  return withChromium(async (browser) => {
    // What the page itself loads; the service worker's background precache is not part of the sign-in page.
    const page = await browser.newPage({ serviceWorkers: 'block' });
    const scripts = countScripts(page);
    await page.goto(`${baseUrl}/auth/login`, { waitUntil: 'networkidle', timeout: 60_000 });
    const { count, gzipKb, wireKb } = await scripts.totals();
    const note = `${count} scripts; ${wireKb.toFixed(1)} KB over the wire`;
    return { name: 'JS the sign-in page downloads (gzip)', value: gzipKb, unit: 'KB', budget: SIGN_IN_JS_BUDGET_KB, note };
  });
}
