import { defineConfig } from '@playwright/test';
import { chromiumExecutable, chromiumArgs } from './tests/e2e/chromium';

import { e2eDataDir as dataDir, e2ePort as port } from './tests/e2e/env';

/** Files of a minute or more (the live trip drives in real time; the offline files hold three or four journeys each). */
const longJourneys =
  /(trucker-drives-live-trip|trucker-loop-on-phone|offline-session-ends|shipper-works-offline|marketplace-bid-book-assign|carrier-gets-paid)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Four on two cores: journeys mostly wait (Undo windows, a trip driven in real time, retries), so with three the
  // browsers and the server used 0.17 of a core on average (decision 173); the API tests run beside them.
  workers: 4,
  retries: 0,
  // CI runs on a 2-core machine that may be busy: waits follow what the user waits for, with ceilings that only a
  // real failure reaches. One ceiling for every file: on a slow machine (npm test at 2-4x its usual time) journeys took
  // 1.8 minutes and the page a check waits for up to half a minute.
  timeout: 480_000,
  expect: { timeout: 60_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No trace: recording one for every journey to keep the failing ones cost a fifth of the journeys' time (6.4
    // instead of 5.2 min, 1.3x the CPU). A failing journey leaves its page's screenshot; `--trace retain-on-failure`
    // keeps the trace of each failing journey (DOM snapshots, network, console) when one is needed.
    trace: 'off',
    screenshot: 'only-on-failure',
    // Journeys run without the service worker (it would precache the whole app in every fresh context);
    // the offline journeys turn it back on.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  // Journey files run whole on one worker, in the order of these projects: the longest start first, so no long file is
  // left running alone at the end of the run.
  projects: [
    { name: 'long journeys', testMatch: longJourneys },
    { name: 'journeys', testIgnore: longJourneys },
  ],
  webServer: {
    // Each run starts from an empty data directory: the server migrates and seeds a fresh database.
    command: `rm -rf ${dataDir} && npx tsx server/index.ts`,
    url: `http://127.0.0.1:${port}/api/Countries`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'e2e-secret-not-for-production-0123456789',
    },
  },
});
