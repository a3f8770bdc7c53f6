import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/chromium';
import type { Figure } from './figure';

/** Gzip size of every script the sign-in page downloads in a fresh browser profile. */
export async function signInPageJs(baseUrl: string): Promise<Figure> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    // What the page itself loads; the service worker's background precache is not part of the sign-in page.
    const page = await browser.newPage({ serviceWorkers: 'block' });
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      sizes.push(
        response.body().then(
          (body) => gzipSync(body).length,
          () => 0,
        ),
      );
    });
    await page.goto(`${baseUrl}/auth/login`, { waitUntil: 'networkidle', timeout: 60_000 });
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    return { name: 'JS the sign-in page downloads (gzip)', value: bytes / 1024, unit: 'KB', budget: 150, note: `${sizes.length} scripts` };
  } finally {
    await browser.close();
  }
}
