/**
 * Issue 7 figures (issue 19: performance ≥ 95, LCP ≤ 2.0 s, total blocking time ≤ 150 ms): Lighthouse scores of the sign-in page of the production build, and Chromium's own installability
 * check. Lighthouse 12 has no PWA category and no installable-manifest audit any more, so it runs the categories it
 * has (mobile and desktop configs) and installability is asked of Chromium through CDP
 * (`Page.getInstallabilityErrors`, as tests/e2e/app-is-installable.spec.ts does): there must be no error.
 *
 * Lighthouse drives Debian's Chromium (launched by Playwright with a remote debugging port). `npx tsx bench/lighthouse.ts`
 * runs it alone (BENCH_LIGHTHOUSE_PORT, default 8124; the debugging port is BENCH_LIGHTHOUSE_DEBUG_PORT, default 8125).
 */
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/chromium';
import type { Figure } from './figure';
import { runAlone } from './server-process';

/** Scores out of 100, the goal each must reach. */
const GOALS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 90 } as const;
type Category = keyof typeof GOALS;
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function scoreFigure(lhr: Result, category: Category, formFactor: string): Figure {
  const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        lhr.categories[category]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
    )
    .map((audit) => audit.id);
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  const metrics =
    category === 'performance'
      ? `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, ` +
        `CLS ${metric('cumulative-layout-shift')}; machine benchmark index ${Math.round(lhr.environment.benchmarkIndex)}; `
      : '';
  return {
    name: `Lighthouse ${lhr.lighthouseVersion} ${category}, sign-in page, ${formFactor}`,
    value: score,
    unit: '/ 100',
    budget: GOALS[category],
    higherIsBetter: true,
    note: `${metrics}${failing.length > 0 ? `audits below 90: ${failing.slice(0, 6).join(', ')}` : 'no audit below 90'}`,
  };
}

/** One of Lighthouse's timings of the mobile run, in seconds, beside its issue 19 goal. */
function metricFigure(lhr: Result, id: string, label: string, budget: number): Figure {
  return {
    name: `Lighthouse ${lhr.lighthouseVersion} ${label}, sign-in page, mobile`,
    value: Math.round((lhr.audits[id]?.numericValue ?? NaN) / 10) / 100,
    unit: 's',
    budget,
    note: `simulated slow 4G and 4x CPU slowdown; machine benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`,
  };
}

/** Runs `measure` with Lighthouse on the sign-in page of `baseUrl`, in a Chromium that listens on `debugPort`. */
async function withLighthouse<T>(
  baseUrl: string,
  debugPort: number,
  measure: (run: (categories: Category[], config?: typeof desktopConfig) => Promise<Result>) => Promise<T>,
): Promise<T> {
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: [...chromiumArgs, `--remote-debugging-port=${debugPort}`],
  });
  try {
    return await measure(async (categories, config) => {
      const result = await lighthouse(
        `${baseUrl}/auth/login`,
        { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: categories },
        config,
      );
      if (!result) throw new Error('Lighthouse returned no result');
      if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      return result.lhr;
    });
  } finally {
    await browser.close();
  }
}

const DEBUG_PORT = Number(process.env.BENCH_LIGHTHOUSE_DEBUG_PORT ?? 8125);

/**
 * Every category with the default (mobile) config, and performance once more with the desktop config (no CPU
 * slowdown, a fast network): the back office is used on desktops, the field portal on phones.
 */
export function lighthouseFigures(baseUrl: string, debugPort = DEBUG_PORT): Promise<Figure[]> {
  return withLighthouse(baseUrl, debugPort, async (run) => {
    const categories = Object.keys(GOALS) as Category[];
    const mobile = await run(categories);
    const desktop = await run(['performance'], desktopConfig);
    return [
      ...categories.map((category) => scoreFigure(mobile, category, 'mobile')),
      ...mobileTimings(mobile),
      scoreFigure(desktop, 'performance', 'desktop'),
    ];
  });
}

const mobileTimings = (mobile: Result): Figure[] => [
  metricFigure(mobile, 'largest-contentful-paint', 'LCP', 2),
  metricFigure(mobile, 'total-blocking-time', 'total blocking time', 0.15),
];

/** Issue 37's rows: the mobile performance score, LCP and total blocking time of the sign-in page. */
export function mobilePerformanceFigures(baseUrl: string, debugPort = DEBUG_PORT): Promise<Figure[]> {
  return withLighthouse(baseUrl, debugPort, async (run) => {
    const mobile = await run(['performance']);
    return [scoreFigure(mobile, 'performance', 'mobile'), ...mobileTimings(mobile)];
  });
}

/** Chromium's reasons not to offer installing the app (a real profile: Chromium never offers it from an incognito one). */
export async function installabilityFigure(baseUrl: string): Promise<Figure> {
  const profile = mkdtempSync(join(tmpdir(), 'hb-bench-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseUrl}/auth/login`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    return {
      name: 'installability errors (Chromium, Page.getInstallabilityErrors)',
      value: installabilityErrors.length,
      unit: '',
      budget: 0,
      note: installabilityErrors.length > 0 ? installabilityErrors.map((e) => e.errorId).join(', ') : 'installable',
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

await runAlone(import.meta.url, Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 8124), async (url) => [
  ...(await lighthouseFigures(url)),
  await installabilityFigure(url),
]);
