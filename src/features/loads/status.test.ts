import { describe, expect, it } from 'vitest';
import { LOAD_STATUS_CODES, loadHref, statusColorName, STATUS_BADGE_COLOR } from './status';

describe('load status colours (spec 2 §4)', () => {
  it('colours every status for the admin list', () => {
    expect(Object.fromEntries(LOAD_STATUS_CODES.map((c) => [c, statusColorName(c, 'admin')]))).toEqual({
      DF: 'grey',
      OP: 'red',
      BK: 'violet',
      OFP: 'teal',
      AT: 'orange',
      IT: 'blue',
      AR: 'amber',
      DL: 'green',
      CL: 'dark red',
    });
  });

  it('shows OP green and DL dark teal on the shipper screens', () => {
    expect(Object.fromEntries(LOAD_STATUS_CODES.map((c) => [c, statusColorName(c, 'shipper')]))).toEqual({
      DF: 'grey',
      OP: 'green',
      BK: 'violet',
      OFP: 'teal',
      AT: 'orange',
      IT: 'blue',
      AR: 'amber',
      DL: 'dark teal',
      CL: 'dark red',
    });
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
