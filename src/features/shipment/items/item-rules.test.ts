import { describe, expect, it } from 'vitest';
import type { ShipmentItem } from '@/contract/shipment';
import {
  canCalculateClass,
  clampAmount,
  convertDraft,
  convertLength,
  convertWeight,
  disabledWeightTypes,
  isItemChanged,
  missingItemFields,
  newItem,
  pairedWeightType,
  toItemInput,
  unitsDiffer,
  withUnits,
} from './item-rules';

const saved = (over: Partial<ShipmentItem> = {}): ShipmentItem => ({ ...newItem(7), Id: 3, ...over });

describe('line-item rules (spec 2 §3–§5)', () => {
  it('pairs in with LBS and cm with KGS', () => {
    expect(pairedWeightType('in')).toBe('LBS');
    expect(pairedWeightType('cm')).toBe('KGS');
  });

  it('starts a new item with the spec defaults, in the units the load already uses', () => {
    expect(newItem(7)).toMatchObject({
      ShipmentId: 7,
      WeightType: 'LBS',
      WeightMode: 'each',
      HandlingAmount: 1,
      Pieces: 1,
      UnitOfMeasureId: 4,
      DimensionsType: 'in',
    });
    expect(newItem(7, { UnitOfMeasureId: 2, DimensionsType: 'cm' })).toMatchObject({
      UnitOfMeasureId: 2,
      DimensionsType: 'cm',
      WeightType: 'KGS',
    });
  });

  it('applies the first item’s unit change to any item, converting its values; in freight mode the weight type follows', () => {
    const item = saved({ DimensionsType: 'in', WeightType: 'LBS', Weight: 500, Length: 48, Width: 40, Height: null });
    expect(withUnits(item, { UnitOfMeasureId: 5, DimensionsType: 'cm' }, true)).toMatchObject({
      UnitOfMeasureId: 5,
      DimensionsType: 'cm',
      WeightType: 'KGS',
      Weight: 226.8, // 500 lb, never 500 kg
      Length: 121.92,
      Width: 101.6,
      Height: null,
    });
    // the generic layout keeps its own weight type (the §5 rule governs it), so its weight stays as it is
    expect(withUnits(item, { UnitOfMeasureId: 5, DimensionsType: 'cm' }, false)).toMatchObject({
      WeightType: 'LBS',
      Weight: 500,
      Length: 121.92,
    });
    // same units: nothing moves
    expect(withUnits(item, { UnitOfMeasureId: 4, DimensionsType: 'in' }, true)).toEqual(item);
  });

  it('converts lengths and weights with the exact factors, both ways, rounded to 0.01', () => {
    expect(convertLength(48, 'in', 'cm')).toBe(121.92);
    expect(convertLength(121.92, 'cm', 'in')).toBe(48);
    expect(convertLength(100, 'cm', 'in')).toBe(39.37);
    expect(convertLength(null, 'in', 'cm')).toBeNull();
    expect(convertWeight(500, 'LBS', 'KGS')).toBe(226.8);
    expect(convertWeight(1000, 'KGS', 'LBS')).toBe(2204.62);
    expect(convertWeight(0, 'LBS', 'KGS')).toBe(0);
    expect(convertWeight(500, 'KGS', 'KGS')).toBe(500);
  });

  it('converts what was typed but not yet saved when the load’s unit changes, and only that', () => {
    expect(convertDraft({ Length: 10, Commodity: 'Bolts' }, 'in', 'cm', true)).toEqual({ Length: 25.4, Commodity: 'Bolts' });
    expect(convertDraft({ Weight: 100 }, 'in', 'cm', true)).toEqual({ Weight: 45.36 });
    expect(convertDraft({ Weight: 100 }, 'in', 'cm', false)).toEqual({ Weight: 100 });
    expect(convertDraft({ Height: null }, 'cm', 'in', true)).toEqual({ Height: null });
    expect(convertDraft({ Length: 10 }, 'in', 'in', true)).toEqual({ Length: 10 });
  });

  it('names the required fields an item leaves empty: the freight layout’s marked ones, the commodity in the generic layout', () => {
    const blank = newItem(7);
    expect(missingItemFields(blank, true)).toEqual(['PackagingId', 'Length', 'Width', 'Height', 'Weight', 'FreightClass', 'Commodity']);
    expect(missingItemFields({ ...blank, HandlingAmount: 0, Commodity: '  ' }, true)).toContain('HandlingAmount');
    const full = { ...blank, PackagingId: 4, Length: 48, Width: 40, Height: 50, Weight: 400, FreightClass: 0, Commodity: 'Bolts' };
    expect(missingItemFields(full, true)).toEqual([]);
    expect(missingItemFields({ ...full, Width: 0 }, true)).toEqual(['Width']);
    expect(missingItemFields(blank, false)).toEqual(['Commodity']);
    expect(missingItemFields({ ...blank, Commodity: 'Bolts' }, false)).toEqual([]);
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
