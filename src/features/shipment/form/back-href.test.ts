import { describe, expect, it } from 'vitest';
import { shipmentBackHref } from './back-href';

const storage = (value: string | null) => ({ getItem: () => value });

describe('shipmentBackHref', () => {
  it('goes to the remembered party list', () => {
    expect(shipmentBackHref(storage('42'))).toBe('/shipper/Loads/42');
  });

  it('falls back to /Loads without a usable remembered id', () => {
    expect(shipmentBackHref(storage(null))).toBe('/Loads');
    expect(shipmentBackHref(storage('abc'))).toBe('/Loads');
    expect(shipmentBackHref(null)).toBe('/Loads');
  });
});
