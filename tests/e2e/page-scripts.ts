import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/**
 * Counts every script `page` downloads from now on: what each weighs gzip (the sign-in budget's measure, whatever
 * encoding the server chose) and the bytes that crossed the wire (the server sends the build's brotli copies).
 * `totals()` answers both in KB once the page has loaded.
 */
export function countScripts(page: Page): { totals: () => Promise<{ count: number; gzipKb: number; wireKb: number }> } {
  const gzip: Promise<number>[] = [];
  const wire: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    gzip.push(
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    );
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') wire.push(request.sizes().then((size) => size.responseBodySize));
  });
  const kb = async (list: Promise<number>[]) => (await Promise.all(list)).reduce((sum, size) => sum + size, 0) / 1024;
  return { totals: async () => ({ count: gzip.length, gzipKb: await kb(gzip), wireKb: await kb(wire) }) };
}

/** The sign-in page's budget of JS, gzip (ARCHITECTURE.md, issue 37). */
export const SIGN_IN_JS_BUDGET_KB = 200;

/** The receiver's tracking page's budget of JS, gzip (issue 41, decision 168). */
export const SHARE_PAGE_JS_BUDGET_KB = 100;
