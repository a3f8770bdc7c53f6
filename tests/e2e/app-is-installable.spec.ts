import { type APIRequestContext, chromium, expect, type Page, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumExecutable } from './chromium';

type ManifestIcon = { src: string; sizes: string; type: string; purpose: string };

// Chromium never offers to install from an incognito profile, which every Playwright context is: this test uses a
// real profile directory.
test('Chromium finds nothing that stops Haulbase from being installed, and every icon loads', async ({ baseURL, request }) => {
  const profile = mkdtempSync(join(tmpdir(), 'hb-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    await expectInstallable(context.pages()[0] ?? (await context.newPage()), request);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function expectInstallable(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto('/auth/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);

  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(manifestUrl ?? '/manifest.webmanifest')).json()) as {
    display: string;
    theme_color: string;
    icons: ManifestIcon[];
  };
  expect(manifest).toMatchObject({ display: 'standalone', theme_color: '#17c191' });
  const pngSizes = manifest.icons.filter((i) => i.type === 'image/png' && i.purpose === 'any').map((i) => i.sizes);
  expect(pngSizes).toEqual(expect.arrayContaining(['48x48', '72x72', '96x96', '144x144', '192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
  for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png' }]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
  }
}
