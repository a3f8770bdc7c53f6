import { describe, expect, it } from 'vitest';
import { trackingBackHref } from './back-href';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === 'LoadIdSelected' ? value : null) });

describe('trackingBackHref', () => {
  it('goes to the remembered party list', () => {
    expect(trackingBackHref(true, storage('12'))).toBe('/shipper/Loads/12');
    expect(trackingBackHref(false, storage('12'))).toBe('/shipper/Loads/12');
  });
  it('falls back to the loads list of the role', () => {
    expect(trackingBackHref(true, storage(null))).toBe('/Loads');
    expect(trackingBackHref(false, storage(''))).toBe('/shipper/loads');
    expect(trackingBackHref(false, storage('undefined'))).toBe('/shipper/loads');
    expect(trackingBackHref(true, null)).toBe('/Loads');
  });
});
