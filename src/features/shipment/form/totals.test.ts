import { describe, expect, it } from 'vitest';
import { accessorialTotal, clampMoney, totalPrice } from './totals';

describe('accessorial totals', () => {
  it('takes a percentage of the basic price', () => {
    expect(accessorialTotal({ Name: 'Fuel', Price: 10, Quantity: null, IsPercentage: true }, 1500)).toBe(150);
    expect(accessorialTotal({ Name: 'Fuel', Price: 3.333, Quantity: null, IsPercentage: true }, 100)).toBe(3.33);
  });

  it('multiplies a unit price by its quantity', () => {
    expect(accessorialTotal({ Name: 'Detention', Price: 75.5, Quantity: 2, IsPercentage: false }, 1500)).toBe(151);
    expect(accessorialTotal({ Name: 'Detention', Price: 75.5, Quantity: null, IsPercentage: false }, 1500)).toBe(0);
  });

  it('adds the basic price and every line', () => {
    const lines = [
      { Name: 'Fuel', Price: 10, Quantity: null, IsPercentage: true },
      { Name: 'Lumper', Price: 50, Quantity: 2, IsPercentage: false },
    ];
    expect(totalPrice(1000, lines)).toBe(1200);
    expect(totalPrice(1000, [])).toBe(1000);
    expect(totalPrice(0.1, [{ Name: 'x', Price: 0.2, Quantity: 1, IsPercentage: false }])).toBe(0.3);
  });

  it('clamps money between 0 and 10,000,000', () => {
    expect(clampMoney(-5)).toBe(0);
    expect(clampMoney(20_000_000)).toBe(10_000_000);
    expect(clampMoney(Number.NaN)).toBe(0);
    expect(clampMoney(12.5)).toBe(12.5);
  });
});
