import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { activeFilters, boardSearchSchema } from './board-search';

const parse = (input: Record<string, unknown>) => v.parse(boardSearchSchema, input);

describe('activeFilters (the board chips, issue 38)', () => {
  it('lists nothing for an empty board, and sorting or paging is not a filter', () => {
    expect(activeFilters(parse({ sortField: 'RatePerMile', page: 3 }))).toEqual([]);
  });

  it('lists each filter in force once, with the change that clears it', () => {
    const search = parse({
      origin: 'Dallas, TX',
      originLat: 32.78,
      originLng: -96.8,
      radius: 50,
      equipmentIds: '2,3',
      pickupFrom: '2026-12-01',
      minRate: 2.5,
      kind: 'bid',
    });
    expect(activeFilters(search).map((f) => f.key)).toEqual(['origin', 'equipment', 'pickup', 'minRate', 'kind']);
    const cleared = activeFilters(search).reduce((s, f) => ({ ...s, ...f.clear }), search as Record<string, unknown>);
    expect(activeFilters(parse(cleared))).toEqual([]);
  });
});
