import { useComputedColorScheme } from '@mantine/core';
import type { PartialTheme } from '@nivo/theming';
import type { BillingType } from '@/contract/billing';

/** One colour per customer type, shared by the pie slices and the bar series (readable on light and dark). */
export const TYPE_COLORS: Record<BillingType, string> = {
  Trucker: '#1c7ed6',
  D2dShipper: '#17a079',
  DlsShipper: '#f08c00',
  RegularShipper: '#ae3ec9',
};

/** Nivo text, axes, grid and tooltips in the app's colours for the current scheme. */
export function useChartTheme(): PartialTheme {
  const dark = useComputedColorScheme('light') === 'dark';
  const text = dark ? '#c9c9c9' : '#343a40';
  return {
    text: { fill: text, fontSize: 12 },
    axis: { ticks: { text: { fill: text }, line: { stroke: dark ? '#5c5f66' : '#adb5bd' } }, legend: { text: { fill: text } } },
    grid: { line: { stroke: dark ? '#373a40' : '#e9ecef' } },
    legends: { text: { fill: text } },
    tooltip: { container: { background: dark ? '#25262b' : '#ffffff', color: dark ? '#e9ecef' : '#212529', fontSize: 12 } },
  };
}
