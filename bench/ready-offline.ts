/**
 * Issue 13 item 3 figures: a trucker on a fresh device over a weak link (Chromium's network emulation at 400 kbps
 * both ways with 400 ms latency, on the page and on every worker from its first request: issue 35 item 7). Timed from the first navigation:
 * the sign-in page usable (its Email field editable), the trucker's load list (a load code link on the page after
 * signing in), and "Ready offline" in the sync panel (the worker holds the core and the trucker's files, decision 075).
 * Goals 5 s / 8 s / 30 s.
 *
 * `npx tsx bench/ready-offline.ts` runs it alone (BENCH_READY_PORT, default 8124).
 */
import type { CDPSession } from '@playwright/test';
import { DEMO_PASSWORD } from './browser-sign-in';
import type { Figure } from './figure';
import { runAlone } from './server-process';
import { withChromium } from './browser';

const TRUCKER = 'trucker@haulbase.test';
const KBPS = 400;
const LATENCY_MS = 400;
const CONDITIONS = { offline: false, latency: LATENCY_MS, downloadThroughput: (KBPS * 1000) / 8, uploadThroughput: (KBPS * 1000) / 8 };

/**
 * Throttles every worker of the page from its first request, as a phone's link slows it (issue 35 item 7): the page's
 * session auto-attaches to each worker it starts (the service worker included), paused (waitForDebuggerOnStart),
 * sends it the network conditions, and only then lets it run. Playwright has no CDP session for workers, and Chromium
 * allows browser-level auto-attach only in flat mode, which Playwright's sessions cannot address: the messages go
 * through Target.sendMessageToTarget. The page gets its conditions before its first navigation.
 */
async function throttleWorkers(session: CDPSession): Promise<{ throttled: () => number }> {
  let id = 0;
  let throttled = 0;
  const send = (sessionId: string, method: string, params: object) =>
    session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) }).catch(() => undefined);
  session.on('Target.attachedToTarget', (event: { sessionId: string; targetInfo: { type: string }; waitingForDebugger: boolean }) => {
    if (event.targetInfo.type.endsWith('worker')) {
      throttled++;
      void send(event.sessionId, 'Network.enable', {});
      void send(event.sessionId, 'Network.emulateNetworkConditions', CONDITIONS);
    }
    if (event.waitingForDebugger) void send(event.sessionId, 'Runtime.runIfWaitingForDebugger', {});
  });
  await session.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return { throttled: () => throttled };
}

export async function readyOfflineFigures(baseUrl: string): Promise<Figure[]> {
  return withChromium(async (browser) => {
    const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', CONDITIONS);
    const workers = await throttleWorkers(cdp);

    const start = Date.now();
    await page.goto(`${baseUrl}/auth/login`, { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(TRUCKER, { timeout: 120_000 });
    const signInUsable = Date.now() - start;
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.locator('main a').filter({ hasText: /^HB-/ }).first().waitFor({ timeout: 180_000 });
    const loadList = Date.now() - start;
    await page.getByRole('button', { name: /^Sync/ }).click();
    await page.locator('[data-offline-ready]').waitFor({ timeout: 600_000 });
    const ready = Date.now() - start;
    const files = await page.evaluate(async () =>
      (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).length))).reduce(
        (a, b) => a + b,
        0,
      ),
    );
    const link = `${KBPS} kbps, ${LATENCY_MS} ms on the page and ${workers.throttled()} worker(s) from their start, fresh profile, phone`;
    return [
      { name: 'weak link: sign-in page usable', value: signInUsable, unit: 'ms', budget: 5_000, note: link },
      { name: "weak link: trucker's load list shown", value: loadList, unit: 'ms', budget: 8_000, note: link },
      {
        name: 'weak link: "Ready offline" in the sync panel',
        value: ready,
        unit: 'ms',
        budget: 30_000,
        note: `${link}; ${files} files cached`,
      },
    ];
  });
}

await runAlone(import.meta.url, Number(process.env.BENCH_READY_PORT ?? 8124), readyOfflineFigures);
