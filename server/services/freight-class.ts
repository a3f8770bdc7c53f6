import type { FreightClassResult } from '../../src/contract/shipment';

/**
 * Freight class from density (decision 047): density = pounds / (L × W × H in³ / 1728), looked up in the common
 * density scale; the 22.5–30 lb/ft³ band is class 70 because the spec's option list has no 65. Pure.
 */

export const LBS_PER_KG = 2.20462;
export const INCHES_PER_CM = 1 / 2.54;

/** [density below which, class]; anything at or above the last bound is class 50. */
export const DENSITY_CLASSES: readonly (readonly [number, number])[] = [
  [1, 500],
  [2, 400],
  [3, 300],
  [4, 250],
  [5, 200],
  [6, 175],
  [7, 150],
  [8, 125],
  [9, 110],
  [10.5, 100],
  [12, 92.5],
  [13.5, 85],
  [15, 77.5],
  [30, 70],
  [35, 60],
  [50, 55],
];

export function classOfDensity(density: number): number {
  for (const [below, freightClass] of DENSITY_CLASSES) if (density < below) return freightClass;
  return 50;
}

/** The query as `freightClassQuerySchema` (src/contract/freight-class.ts) reads it. */
export type Dimensions = { length: number; width: number; height: number; weight: number; isMeter: boolean };

export function freightClass({ length, width, height, weight, isMeter }: Dimensions): FreightClassResult {
  const inches = isMeter ? INCHES_PER_CM : 1;
  const cubicFeet = (length * inches * (width * inches) * (height * inches)) / 1728;
  const pounds = isMeter ? weight * LBS_PER_KG : weight;
  const density = pounds / cubicFeet;
  return { Result: classOfDensity(density), Density: Math.round(density * 100) / 100 };
}
