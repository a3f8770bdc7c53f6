import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/chromium';
import { signInInBrowser } from './browser-sign-in';

/** Runs `use` with a headless Chromium as the journeys start it, and closes the browser whatever happens. */
export async function withChromium<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

/** A desktop-sized page in a context of its own, signed in through the sign-in page; with its access token. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  serviceWorkers: 'allow' | 'block',
  email: string,
  password?: string,
): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext({ serviceWorkers, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  return { page, token: await signInInBrowser(page, baseUrl, email, password) };
}
