import { describe, expect, it } from 'vitest';
import { loadActions } from './row-actions';

describe('admin load row actions (spec 2 §2.1)', () => {
  it('offers only Detail for a draft', () => {
    expect(loadActions('DF')).toEqual(['detail']);
  });
  it('adds Track load and the assignment moves but no billing actions for open and booked loads (decision 084)', () => {
    expect(loadActions('OP')).toEqual(['detail', 'track', 'assign']);
    expect(loadActions('BK')).toEqual(['detail', 'track', 'assign', 'unassign']);
  });
  it('offers every action from pickup on', () => {
    for (const code of ['OFP', 'AT', 'IT', 'AR', 'DL', 'CL'])
      expect(loadActions(code)).toEqual(['detail', 'track', 'updateBill', 'updateInvoice', 'printBill', 'printInvoice']);
  });
});
