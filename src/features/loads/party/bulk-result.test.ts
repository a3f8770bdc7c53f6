import { describe, expect, it } from 'vitest';
import { offeredStatuses, rejectedLines, selectedIds, selectionAfter } from './bulk-result';

const answer = {
  Done: [1, 3],
  Rejected: [
    { Id: 2, Message: 'Only draft loads can be deleted' },
    { Id: 9, Message: 'Forbidden' },
  ],
  Message: '2 loads deleted',
};

describe('bulk action results (spec 2 §2.13)', () => {
  it('names rejected loads by code when known, else by id', () => {
    expect(rejectedLines(answer, new Map([[2, 'HB-000002']]))).toEqual([
      { id: 2, label: 'HB-000002', message: 'Only draft loads can be deleted' },
      { id: 9, label: '#9', message: 'Forbidden' },
    ]);
  });
  it('keeps only the rejected loads selected', () => {
    expect(selectionAfter({ 1: true, 2: true, 3: true, 9: true }, answer)).toEqual({ 2: true, 9: true });
  });
  it('reads the selected ids', () => {
    expect(selectedIds({ 4: true, 5: false, 6: true })).toEqual([4, 6]);
  });

  it('offers only the statuses the user can set on the selected loads', () => {
    expect(offeredStatuses('owner', ['DF', 'DL'])).toEqual(['OP', 'CL']);
    expect(offeredStatuses('carrier', ['IT'])).toEqual(['AR']);
    expect(offeredStatuses('carrier', ['DL', 'CL'])).toEqual([]);
    expect(offeredStatuses('admin', ['OP', 'AR'])).toEqual(['BK', 'DL', 'CL']);
    // the selection is on other pages: every status the user can ever set, never Draft
    expect(offeredStatuses('owner', [])).toEqual(['OP', 'CL']);
    expect(offeredStatuses('carrier', [])).toEqual(['OFP', 'AT', 'IT', 'AR', 'DL']);
  });
});
