import { describe, expect, it } from 'vitest';
import { LOAD_STATUS_CODES, loadHref, statusColorName, STATUS_BADGE_COLOR, type LoadStatusCode, type StatusColorName } from './status';

describe('load status colours (spec 2 §4)', () => {
  // each status's colour on the admin list, then on the shipper screens (OP green and DL dark teal there)
  const SPEC_COLOURS: Record<LoadStatusCode, [admin: StatusColorName, shipper: StatusColorName]> = {
    DF: ['grey', 'grey'],
    OP: ['red', 'green'],
    BK: ['violet', 'violet'],
    OFP: ['teal', 'teal'],
    AT: ['orange', 'orange'],
    IT: ['blue', 'blue'],
    AR: ['amber', 'amber'],
    DL: ['green', 'dark teal'],
    CL: ['dark red', 'dark red'],
  };

  it.each(LOAD_STATUS_CODES)('colours %s as the spec says on the admin list and the shipper screens', (code) => {
    expect([statusColorName(code, 'admin'), statusColorName(code, 'shipper')]).toEqual(SPEC_COLOURS[code]);
  });

  it('treats an unknown or missing code as a draft', () => {
    expect(statusColorName(null, 'admin')).toBe('grey');
    expect(statusColorName('XX', 'shipper')).toBe('grey');
  });

  it('has a Mantine colour for every colour name', () => {
    for (const code of LOAD_STATUS_CODES) {
      expect(STATUS_BADGE_COLOR[statusColorName(code, 'admin')]).toBeDefined();
      expect(STATUS_BADGE_COLOR[statusColorName(code, 'shipper')]).toBeDefined();
    }
  });

  it('opens drafts on the detail page and other loads on the tracking page', () => {
    expect(loadHref(7, 'DF')).toBe('/shipper/Loads/7/detail');
    expect(loadHref(7, '')).toBe('/shipper/Loads/7/detail');
    expect(loadHref(7, 'IT')).toBe('/trackload/7/details');
  });
});
