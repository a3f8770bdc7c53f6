import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { classOfDensity, freightClass } from '../../server/services/freight-class';
import { issueMessages } from '../../src/contract/fields';
import { freightClassQuerySchema } from '../../src/contract/freight-class';
import { itemTotals } from '../../server/services/shipment-items';
import { accessorialTotals } from '../../src/contract/shipment-input';
import { greatCircleMiles, routeTotals } from '../../server/services/shipment-route';
import { FREIGHT_CLASSES } from '../../src/contract/shipment';

/** The pure rules of decision 047: the density table, the totals and the route arithmetic. */

describe('freight class from density (decision 047 table)', () => {
  it.each([
    [0.5, 500],
    [1, 400],
    [1.99, 400],
    [2, 300],
    [3, 250],
    [4, 200],
    [5, 175],
    [6, 150],
    [7, 125],
    [8, 110],
    [9, 100],
    [10.49, 100],
    [10.5, 92.5],
    [12, 85],
    [13.5, 77.5],
    [15, 70],
    [22.5, 70],
    [29.99, 70],
    [30, 60],
    [35, 55],
    [49.9, 55],
    [50, 50],
    [400, 50],
  ])('%s lb/ft³ is class %s', (density, expected) => {
    expect(classOfDensity(density)).toBe(expected);
  });

  it('every class the table gives is one of the form’s options', () => {
    for (let d = 0.25; d < 60; d += 0.25) expect(FREIGHT_CLASSES).toContain(classOfDensity(d));
  });

  it('a 48×40×48 in pallet of 500 lb is 9.38 lb/ft³, class 100; the same in cm/kg gives the same', () => {
    expect(freightClass({ length: 48, width: 40, height: 48, weight: 500, isMeter: false })).toEqual({ Result: 100, Density: 9.38 });
    const metric = freightClass({ length: 121.92, width: 101.6, height: 121.92, weight: 500 / 2.20462, isMeter: true });
    expect(metric).toEqual({ Result: 100, Density: 9.38 });
  });

  it('missing, non-numeric or zero input is a ModelState entry under its name', () => {
    const read = (values: Record<string, string>) => v.safeParse(freightClassQuerySchema, values);
    const failed = (values: Record<string, string>) => {
      const result = read(values);
      return result.success ? null : Object.keys(issueMessages(result.issues));
    };
    expect(failed({ length: '48', width: '40', height: '48' })).toEqual(['weight']);
    expect(failed({ length: '48', width: '40', height: '0', weight: '5' })).toEqual(['height']);
    expect(failed({ length: 'x', width: '40', height: '4', weight: '' })).toEqual(['length', 'weight']);
    expect(read({ length: '48', width: '40', height: '48', weight: '500', isMeter: 'true' }).output).toEqual({
      length: 48,
      width: 40,
      height: 48,
      weight: 500,
      isMeter: true,
    });
  });
});

describe('totals', () => {
  it('accessorials: percentage of the basic price, unit price × quantity, cents', () => {
    const { lines, totalPrice } = accessorialTotals(1234.56, [
      { Name: 'Fuel surcharge', Price: 12.5, Quantity: 4, IsPercentage: true },
      { Name: 'Detention', Price: 37.5, Quantity: 3, IsPercentage: false },
    ]);
    expect(lines.map((l) => [l.Quantity, l.Total])).toEqual([
      [null, 154.32],
      [3, 112.5],
    ]);
    expect(totalPrice).toBe(1501.38);
  });

  it('line items: freight mode multiplies by handling units, generic by pieces when each; kg converted to the first item’s unit', () => {
    const item = (over: object) => ({
      Weight: 100,
      WeightType: 'LBS' as const,
      WeightMode: 'each' as const,
      HandlingAmount: 2,
      Pieces: 5,
      ...over,
    });
    expect(itemTotals(1, [item({}), item({ Weight: 50 })])).toEqual({ TotalWeight: 300, WeightType: 'LBS' });
    expect(itemTotals(2, [item({}), item({ WeightMode: 'total' })])).toEqual({ TotalWeight: 600, WeightType: 'LBS' });
    expect(itemTotals(1, [item({ WeightType: 'KGS' }), item({ WeightType: 'LBS', Weight: 220.462 })])).toEqual({
      TotalWeight: 400,
      WeightType: 'KGS',
    });
    expect(itemTotals(1, [item({}), item({ WeightType: 'KGS', HandlingAmount: 1 })])).toEqual({ TotalWeight: 420.462, WeightType: 'LBS' });
    expect(itemTotals(1, [])).toEqual({ TotalWeight: null, WeightType: 'LBS' });
  });

  it('route: great-circle × 1.17 at 50 mph; places without coordinates are skipped', () => {
    const dallas = { latitude: 32.7767, longitude: -96.797 };
    const chicago = { latitude: 41.8781, longitude: -87.6298 };
    const direct = routeTotals([dallas, chicago]);
    expect(greatCircleMiles(dallas, chicago)).toBeCloseTo(804.6, 0);
    expect(direct.totalMiles).toBeCloseTo(greatCircleMiles(dallas, chicago) * 1.17, 1);
    expect(direct.drivingTime).toBe(Math.round((direct.totalMiles / 50) * 3600));
    expect(routeTotals([dallas, { latitude: null, longitude: null }, chicago])).toEqual(direct);
    expect(routeTotals([dallas])).toEqual({ totalMiles: 0, drivingTime: 0 });
  });
});
