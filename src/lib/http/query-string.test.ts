import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it('repeats array keys and leaves out what is not set', () => {
    expect(toQueryString({ pageNumber: 1, status: ['OP', 'BK'], search: '', trucker: undefined, dest: null, mine: false })).toBe(
      'pageNumber=1&status=OP&status=BK&mine=false',
    );
  });
});
