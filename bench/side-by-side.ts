/**
 * Issue 37: the first-screen budgets of ARCHITECTURE.md measured on two builds of the web app in one run, side by
 * side: this one (`dist/`, React 19) and another (`BENCH_BEFORE_DIST`, by default `.tmp/dist-before`: the build of
 * the commit before it, e.g. the preact/compat build of decision 129). Each is served by this checkout's server
 * (`DIST_DIR`) on a fresh demo database of its own, and every figure is measured on the two in turn, before first.
 *
 * `npx tsx bench/side-by-side.ts` runs it alone (ports BENCH_SIDE_PORT and the next two; BENCH_SIDE_RUNS runs of each
 * figure, default 1, the median printed with every run in the note). To make the other build:
 * `git worktree add .tmp/before <commit> && (cd .tmp/before && npm ci && npx vite build) && mv .tmp/before/dist .tmp/dist-before`.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { median, withinBudget, type Figure } from './figure';
import { mobilePerformanceFigures } from './lighthouse';
import { readyOfflineFigures } from './ready-offline';
import { startServer, type RunningServer } from './server-process';
import { shipmentEditFigure } from './shipment-edit';
import { signInPageJs } from './sign-in-js';

type Build = { label: string; distDir: string };
type Row = {
  name: string;
  unit: string;
  budget: number;
  higherIsBetter?: boolean;
  values: Map<string, number[]>;
  notes: Map<string, string>;
};

/** The rows of point 4, each measured on the builds in turn. */
const MEASURES: ((url: string, debugPort: number) => Promise<Figure | Figure[]>)[] = [
  (url) => signInPageJs(url),
  (url, debugPort) => mobilePerformanceFigures(url, debugPort),
  (url) => readyOfflineFigures(url),
  (url) => shipmentEditFigure(url),
];

export async function sideBySide(builds: Build[], port: number, runs: number): Promise<Row[]> {
  const servers: RunningServer[] = [];
  const rows = new Map<string, Row>();
  try {
    for (const [i, build] of builds.entries()) servers.push(await startServer(port + i, { DIST_DIR: build.distDir }));
    const debugPort = port + builds.length;
    for (const measure of MEASURES)
      for (let run = 0; run < runs; run++)
        for (const [i, build] of builds.entries()) {
          // a figure that fails on one build is reported, not the end of the run
          const measured = await measure(servers[i]!.url, debugPort).catch((error: Error) => {
            const row = rows.get(`failed: ${String(measure)}`) ?? {
              name: 'a measure failed',
              unit: '',
              budget: 0,
              values: new Map(),
              notes: new Map(),
            };
            row.notes.set(build.label, error.message.split('\n')[0]!);
            rows.set(`failed: ${String(measure)}`, row);
            return [];
          });
          for (const figure of [measured].flat()) {
            const row = rows.get(figure.name) ?? { ...figure, values: new Map(), notes: new Map() };
            rows.set(figure.name, row);
            row.values.set(build.label, [...(row.values.get(build.label) ?? []), figure.value]);
            if (figure.note) row.notes.set(build.label, figure.note);
          }
        }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  return [...rows.values()];
}

function formatRows(rows: Row[], builds: Build[]): string {
  const cell = (values: number[] | undefined) =>
    values
      ? `${median(values).toLocaleString('en-US', { maximumFractionDigits: 1 })}${values.length > 1 ? ` (${values.map((v) => v.toLocaleString('en-US', { maximumFractionDigits: 1 })).join(' / ')})` : ''}`
      : '—';
  const header = ['figure', 'budget', ...builds.map((build) => build.label), 'after within budget'];
  const lines = rows.map((row) => {
    const after = row.values.get(builds.at(-1)!.label);
    const ok = after ? withinBudget({ ...row, value: median(after) }) : false;
    return [
      `${row.name} (${row.unit || 'count'})`,
      `${row.higherIsBetter ? '≥' : '≤'} ${row.budget.toLocaleString('en-US')}`,
      ...builds.map((build) => cell(row.values.get(build.label))),
      ok ? 'yes' : 'NO',
    ];
  });
  const notes = rows.flatMap((row) => builds.map((build) => `  ${row.name}, ${build.label}: ${row.notes.get(build.label) ?? ''}`));
  const table = [header, header.map(() => '---'), ...lines].map((line) => `| ${line.join(' | ')} |`).join('\n');
  return `${table}\n\nNotes (last run of each):\n${notes.join('\n')}`;
}

/**
 * The side-by-side table of this build and the one in `BENCH_BEFORE_DIST` (default `.tmp/dist-before`), or null when
 * there is no such build; `ok` when every figure of this build is within its budget.
 */
export async function sideBySideTable(): Promise<{ table: string; ok: boolean } | null> {
  const before = process.env.BENCH_BEFORE_DIST ?? '.tmp/dist-before';
  if (!existsSync(`${before}/index.html`)) return null;
  const builds: Build[] = [
    { label: `before (${before})`, distDir: before },
    { label: 'after (dist, React 19)', distDir: 'dist' },
  ];
  const rows = await sideBySide(builds, Number(process.env.BENCH_SIDE_PORT ?? 8237), Number(process.env.BENCH_SIDE_RUNS ?? 1));
  const ok = rows.every((row) => withinBudget({ ...row, value: median(row.values.get(builds.at(-1)!.label) ?? [NaN]) }));
  return { table: formatRows(rows, builds), ok };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await sideBySideTable();
  if (!result) throw new Error('no build to compare with (BENCH_BEFORE_DIST, default .tmp/dist-before; see this file)');
  console.info(result.table);
  process.exitCode = result.ok ? 0 : 1;
}
