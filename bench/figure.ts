/** One measured figure beside its budget from ARCHITECTURE.md. */
export type Figure = { name: string; value: number; unit: string; budget: number; note?: string };

export function formatFigure(figure: Figure): string {
  const verdict = figure.value <= figure.budget ? 'ok  ' : 'OVER';
  const value = `${figure.value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${figure.unit}`;
  const budget = `≤ ${figure.budget.toLocaleString('en-US')} ${figure.unit}`;
  return `${verdict}  ${figure.name.padEnd(58)} ${value.padStart(14)}   budget ${budget}${figure.note ? `   (${figure.note})` : ''}`;
}
