import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/chromium';
import type { Figure } from './figure';

/**
 * Gzip size of every script the sign-in page downloads in a fresh browser profile (the budget's measure), and the
 * bytes that crossed the wire (the server sends the build's brotli copies, decision 125).
 */
export async function signInPageJs(baseUrl: string): Promise<Figure> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    // What the page itself loads; the service worker's background precache is not part of the sign-in page.
    const page = await browser.newPage({ serviceWorkers: 'block' });
    const sizes: Promise<number>[] = [];
    const transferred: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      sizes.push(
        response.body().then(
          (body) => gzipSync(body).length,
          () => 0,
        ),
      );
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') transferred.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(`${baseUrl}/auth/login`, { waitUntil: 'networkidle', timeout: 60_000 });
    const total = async (list: Promise<number>[]) => (await Promise.all(list)).reduce((sum, size) => sum + size, 0) / 1024;
    const note = `${sizes.length} scripts; ${(await total(transferred)).toFixed(1)} KB over the wire`;
    return { name: 'JS the sign-in page downloads (gzip)', value: await total(sizes), unit: 'KB', budget: 150, note };
  } finally {
    await browser.close();
  }
}
