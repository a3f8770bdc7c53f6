import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { partnersSearchSchema, toListQuery } from './search-params';

const parse = (input: Record<string, unknown>) => v.parse(partnersSearchSchema, input);

describe('partners search params', () => {
  it('defaults to page 1 of 10, Created descending, no filters', () => {
    expect(parse({})).toEqual({
      tab: undefined,
      subscription: undefined,
      approved: undefined,
      search: undefined,
      page: 1,
      pageSize: 10,
      sortField: 'Created',
      sortOrder: 'desc',
    });
  });

  it('coerces numbers and text from the query string', () => {
    const search = parse({ page: '3', pageSize: '25', search: 1234, tab: 'shippers', approved: 'no', subscription: 'active' });
    expect(search).toMatchObject({ page: 3, pageSize: 25, search: '1234', tab: 'shippers', approved: 'no', subscription: 'active' });
    expect(parse({ search: '  ana  ' }).search).toBe('ana');
    expect(parse({ search: '   ' }).search).toBeUndefined();
  });

  it('falls back to defaults for values it cannot use', () => {
    expect(parse({ page: 0, pageSize: 7, sortOrder: 'up', tab: 'loads', approved: 'maybe', sortField: 'Name;drop' })).toMatchObject({
      page: 1,
      pageSize: 10,
      sortOrder: 'desc',
      tab: undefined,
      approved: undefined,
      sortField: 'Created',
    });
    expect(parse({ page: 'two' }).page).toBe(1);
  });

  it('maps filters to the API query, keeping only sort fields the list knows', () => {
    const search = parse({ approved: 'yes', subscription: 'inactive', search: 'acme', page: 2, sortField: 'McNumber', sortOrder: 'asc' });
    expect(toListQuery(search, 'trucker')).toEqual({
      approved: 'true',
      subscribed: 'false',
      search: 'acme',
      pageNumber: 2,
      pageSize: 10,
      sortField: 'McNumber',
      sortOrder: 'asc',
    });
    expect(toListQuery(search, 'shipper')).toMatchObject({ sortField: 'Created', sortOrder: 'desc' });
  });
});
