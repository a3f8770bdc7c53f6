import { countScripts, SHARE_PAGE_JS_BUDGET_KB } from '../tests/e2e/page-scripts';
import type { Figure } from './figure';
import { withChromium } from './browser';

/**
 * Gzip size of every script the receiver's tracking page downloads in a fresh profile (issue 41, decision 168). The
 * page's scripts are the same for any token; an unknown one answers 404 after they have all loaded.
 */
export async function sharePageJs(baseUrl: string): Promise<Figure> {
  return withChromium(async (browser) => {
    const page = await browser.newPage({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, isMobile: true });
    const scripts = countScripts(page);
    await page.goto(`${baseUrl}/share/1.${'0'.repeat(32)}`, { waitUntil: 'networkidle', timeout: 60_000 });
    const { count, gzipKb, wireKb } = await scripts.totals();
    const note = `${count} scripts; ${wireKb.toFixed(1)} KB over the wire`;
    return { name: 'JS the share page downloads (gzip)', value: gzipKb, unit: 'KB', budget: SHARE_PAGE_JS_BUDGET_KB, note };
  });
}
