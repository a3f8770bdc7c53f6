import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { boardQuerySchema } from './board-query';
import { toModelState } from './fields';

/** The query as `readQuery` hands it over: scalars as text, equipment ids already split. */
const read = (input: Record<string, string | string[]>) => v.safeParse(boardQuerySchema, { equipmentIds: [], ...input });
const errors = (input: Record<string, string | string[]>) => {
  const result = read(input);
  return result.success ? null : toModelState(result.issues);
};

describe('load board query (decision 080)', () => {
  it('has the documented defaults: every kind, soonest pickup first, 25 a page', () => {
    expect(read({}).output).toEqual({
      origin: undefined,
      dest: undefined,
      equipmentIds: [],
      pickupFrom: undefined,
      pickupTo: undefined,
      minRatePerMile: undefined,
      kind: 'all',
      sortField: 'PickupDate',
      sortOrder: 'asc',
      pageNumber: 1,
      pageSize: 25,
    });
  });

  it('reads places with their radius (100 miles unless given), sorts in their natural order, names in any case', () => {
    const query = read({
      originLat: '40.5',
      originLng: '-74.25',
      destLat: '32',
      destLng: '-96',
      destRadiusMiles: '250',
      equipmentIds: ['3', '1', '3'],
      kind: 'BID',
      sortField: 'ratepermile',
      pickupFrom: '2026-12-01',
      pickupTo: '2026-12-01T08:00:00Z',
    }).output;
    expect(query).toMatchObject({
      origin: { lat: 40.5, lng: -74.25, radius: 100 },
      dest: { lat: 32, lng: -96, radius: 250 },
      equipmentIds: [3, 1],
      kind: 'bid',
      sortField: 'RatePerMile',
      sortOrder: 'desc',
      pickupFrom: new Date('2026-12-01T00:00:00Z'),
      pickupTo: new Date('2026-12-01T00:00:00Z'),
    });
  });

  it('answers every bad field at once, each with its own message', () => {
    expect(
      errors({
        originLat: '95',
        originLng: 'x',
        radiusMiles: '5',
        kind: 'any',
        pickupFrom: '2025-13-01',
        pageSize: '101',
        sortOrder: 'up',
      }),
    ).toEqual({
      originLat: ['originLat must be a number from -90 to 90.'],
      originLng: ['originLng must be a number from -180 to 180.'],
      radiusMiles: ['radiusMiles must be a number from 25 to 500.'],
      kind: ['kind must be bid, book or all.'],
      pickupFrom: ['pickupFrom must be a date (YYYY-MM-DD) between 1900 and 2100.'],
      pageSize: ['pageSize must be a whole number from 1 to 100.'],
      sortOrder: ['sortOrder must be asc or desc.'],
    });
  });

  it('checks the rules between fields only where those fields are valid', () => {
    expect(errors({ destLng: '-96' })).toEqual({ destLat: ['Send both destLat and destLng, or neither.'] });
    expect(errors({ sortField: 'DeadheadMiles' })).toEqual({ sortField: ['Sorting by deadhead needs an origin (originLat, originLng).'] });
    // The missing longitude is the error; sorting by deadhead is not reported on top of it.
    expect(errors({ sortField: 'DeadheadMiles', originLat: '40' })).toEqual({
      originLng: ['Send both originLat and originLng, or neither.'],
    });
    expect(errors({ sortField: 'DeadheadMiles', originLat: 'north' })).toEqual({
      originLat: ['originLat must be a number from -90 to 90.'],
    });
    expect(errors({ pickupFrom: '2026-12-05', pickupTo: '2026-12-01' })).toEqual({ pickupTo: ['pickupTo must not be before pickupFrom.'] });
    expect(errors({ pickupFrom: '2026-12-05', pickupTo: '2026-02-31' })).toEqual({
      pickupTo: ['pickupTo must be a date (YYYY-MM-DD) between 1900 and 2100.'],
    });
  });
});
