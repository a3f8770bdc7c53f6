/** One measured figure beside its budget from ARCHITECTURE.md (a goal to reach when `higherIsBetter`, e.g. a score). */
export type Figure = { name: string; value: number; unit: string; budget: number; higherIsBetter?: boolean; note?: string };

/** The middle one of a few timed runs. */
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The value below which `p` percent of the values fall (nearest rank). */
export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** The server's own time (ms) from its `Server-Timing: app;dur=…` header, NaN when absent. */
export const serverTime = (res: Response): number => Number(/app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN);

export function withinBudget(figure: Figure): boolean {
  return figure.higherIsBetter ? figure.value >= figure.budget : figure.value <= figure.budget;
}

export function formatFigure(figure: Figure): string {
  const verdict = withinBudget(figure) ? 'ok  ' : figure.higherIsBetter ? 'LOW ' : 'OVER';
  const unit = figure.unit ? ` ${figure.unit}` : '';
  const value = `${figure.value.toLocaleString('en-US', { maximumFractionDigits: 1 })}${unit}`;
  const budget = `${figure.higherIsBetter ? '≥' : '≤'} ${figure.budget.toLocaleString('en-US')}${unit}`;
  return `${verdict}  ${figure.name.padEnd(58)} ${value.padStart(14)}   ${figure.higherIsBetter ? 'goal  ' : 'budget'} ${budget}${figure.note ? `   (${figure.note})` : ''}`;
}
