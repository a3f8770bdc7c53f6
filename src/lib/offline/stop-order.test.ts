import { describe, expect, it } from 'vitest';
import { orderInPlaces, toStopOrder } from './stop-order';

describe('an order applied to the stops there are now (decision 073)', () => {
  it('is the order itself when the stops are the same', () => {
    expect(orderInPlaces(['1', '2', '3'], toStopOrder([3, 1, 2]))).toEqual(['3', '1', '2']);
  });

  it('keeps a stop added since in its place and leaves out one that is gone', () => {
    // the server has 1, 2, 9 (new), 3 now; this device ordered 3, 1, 2, 4 (4 was deleted meanwhile)
    expect(orderInPlaces(['1', '2', '9', '3'], toStopOrder([3, 1, 2, 4]))).toEqual(['3', '1', '9', '2']);
  });
});
