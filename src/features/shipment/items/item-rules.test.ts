import { describe, expect, it } from 'vitest';
import type { ShipmentItem } from '@/contract/shipment';
import { canCalculateClass, clampAmount, disabledWeightTypes, isItemChanged, newItem, pairedWeightType, toItemInput, unitsDiffer, withUnits } from './item-rules';

const saved = (over: Partial<ShipmentItem> = {}): ShipmentItem => ({ ...newItem(7), Id: 3, ...over });

describe('line-item rules (spec 2 §3–§5)', () => {
  it('pairs in with LBS and cm with KGS', () => {
    expect(pairedWeightType('in')).toBe('LBS');
    expect(pairedWeightType('cm')).toBe('KGS');
  });

  it('starts a new item with the spec defaults, in the units the load already uses', () => {
    expect(newItem(7)).toMatchObject({ ShipmentId: 7, WeightType: 'LBS', WeightMode: 'each', HandlingAmount: 1, Pieces: 1, UnitOfMeasureId: 4, DimensionsType: 'in' });
    expect(newItem(7, { UnitOfMeasureId: 2, DimensionsType: 'cm' })).toMatchObject({ UnitOfMeasureId: 2, DimensionsType: 'cm', WeightType: 'KGS' });
  });

  it('applies the first item’s unit change to any item; in freight mode the weight type follows', () => {
    const item = saved({ DimensionsType: 'in', WeightType: 'LBS', Weight: 120 });
    expect(withUnits(item, { UnitOfMeasureId: 5, DimensionsType: 'cm' }, true)).toMatchObject({ UnitOfMeasureId: 5, DimensionsType: 'cm', WeightType: 'KGS', Weight: 120 });
    // the generic layout keeps its own weight type (the §5 rule governs it)
    expect(withUnits(item, { UnitOfMeasureId: 5, DimensionsType: 'cm' }, false).WeightType).toBe('LBS');
  });

  it('marks a saved item changed when edited or when the load’s units moved under it; a new item always needs saving', () => {
    const units = { UnitOfMeasureId: 4, DimensionsType: 'in' as const };
    expect(isItemChanged(null, false, units, true)).toBe(true);
    expect(isItemChanged(saved(), false, units, true)).toBe(false);
    expect(isItemChanged(saved(), true, units, true)).toBe(true);
    expect(isItemChanged(saved(), false, { ...units, DimensionsType: 'cm' }, true)).toBe(true);
    expect(unitsDiffer(saved(), { ...units, UnitOfMeasureId: 1 }, false)).toBe(true);
  });

  it('disables the other weight types once one is used, unless used already or there is only one item', () => {
    expect(disabledWeightTypes(['LBS'], 1)).toEqual([]);
    expect(disabledWeightTypes([], 3)).toEqual([]);
    expect(disabledWeightTypes(['LBS'], 2)).toEqual(['KGS']);
    expect(disabledWeightTypes(['KGS'], 2)).toEqual(['LBS']);
    expect(disabledWeightTypes(['LBS', 'KGS'], 2)).toEqual([]);
  });

  it('lets number inputs be empty and clamps them to 0–10,000,000', () => {
    expect(clampAmount('')).toBeNull();
    expect(clampAmount(null)).toBeNull();
    expect(clampAmount('-5')).toBe(0);
    expect(clampAmount('12.5')).toBe(12.5);
    expect(clampAmount(99_000_000)).toBe(10_000_000);
  });

  it('calculates the class only with length, width, height and weight above zero', () => {
    expect(canCalculateClass({ Length: 48, Width: 40, Height: 50, Weight: 500 })).toBe(true);
    expect(canCalculateClass({ Length: 48, Width: 40, Height: null, Weight: 500 })).toBe(false);
    expect(canCalculateClass({ Length: 48, Width: 0, Height: 50, Weight: 500 })).toBe(false);
  });

  it('sends exactly the input fields', () => {
    const body = toItemInput(saved({ Commodity: 'Bolts' }));
    expect(body).not.toHaveProperty('Id');
    expect(body.Commodity).toBe('Bolts');
  });
});
