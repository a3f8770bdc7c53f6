import { describe, expect, it } from 'vitest';
import { canMove, nextStatuses, refusedMessage, STATUS_CODES } from '../../server/services/load-status';
import type { LoadAccess } from '../../server/services/loads-party';
import { toRef } from '../../src/contract/messages';

/** A refusal is a message with an id (decision 120); its English text as before. */
const said = (text: string) => expect.objectContaining({ text });

/** The status machine of decision 042, as a pure function. */

const ACTORS: (LoadAccess | null)[] = ['admin', 'owner', 'carrier', null];

/** from → to → who may (the table of decision 042). */
const ALLOWED: Record<string, Record<string, LoadAccess[]>> = {
  DF: { OP: ['owner', 'admin'], CL: ['owner', 'admin'] },
  OP: { BK: ['admin'], CL: ['owner', 'admin'] },
  BK: { OFP: ['carrier', 'admin'], CL: ['owner', 'admin'] },
  OFP: { AT: ['carrier', 'admin'] },
  AT: { IT: ['carrier', 'admin'] },
  IT: { AR: ['carrier', 'admin'] },
  AR: { DL: ['carrier', 'admin'] },
};

describe('load status machine', () => {
  it('allows exactly the moves of decision 042, to exactly the listed actors', () => {
    for (const from of STATUS_CODES) {
      for (const to of STATUS_CODES) {
        for (const actor of ACTORS) {
          const expected = Boolean(actor && ALLOWED[from]?.[to]?.includes(actor));
          expect(canMove(from, to, actor, { hasTrucker: true }).ok, `${from} → ${to} by ${actor}`).toBe(expected);
        }
      }
    }
  });

  it('needs an assigned trucker to book', () => {
    expect(canMove('OP', 'BK', 'admin', { hasTrucker: false })).toEqual({
      ok: false,
      message: said('The load has no trucker yet: it is booked when a bid is accepted. Accept a bid from the Bids menu first.'),
    });
    expect(canMove('OP', 'BK', 'admin', { hasTrucker: true }).ok).toBe(true);
  });

  it('says why a move is refused and what the user can do', () => {
    expect(canMove('DL', 'OP', 'admin')).toEqual({ ok: false, message: refusedMessage('DL', 'OP', 'admin') });
    expect(refusedMessage('DL', 'IT', 'carrier').text).toBe(
      'The load is Delivered: its status cannot change any more. Reload the load to see its latest status.',
    );
    expect(refusedMessage('IT', 'IT', 'carrier').text).toBe('The load is already In transit; nothing was changed.');
    // a stale screen: the load moved on elsewhere
    expect(canMove('AR', 'IT', 'carrier')).toEqual({
      ok: false,
      message: said(
        'The load is At delivery now, so it cannot be set to In transit. From At delivery it can go to Delivered. Reload the load to see its latest status.',
      ),
    });
    // someone else's move
    expect(canMove('IT', 'AR', 'owner')).toEqual({
      ok: false,
      message: said("Only the load's trucker or Haulbase staff can set a load to At delivery."),
    });
    expect(canMove('OP', 'BK', 'owner', { hasTrucker: true })).toEqual({
      ok: false,
      message: said('Only Haulbase staff can set a load to Booked. To book it, accept a bid from the Bids menu.'),
    });
    expect(canMove('XX', 'OP', 'admin')).toEqual({ ok: false, message: said('Cannot change status from XX to OP.') });
    // the client translates by id: status names and lists of them are messages too
    expect(toRef(refusedMessage('AR', 'IT', 'carrier'))).toEqual({
      Id: 'status_not_from_next',
      Values: { from: { Id: 'load_status_at_delivery' }, to: { Id: 'load_status_in_transit' }, next: { Id: 'load_status_delivered' } },
    });
    expect(toRef(refusedMessage('IT', 'AR', 'owner'))).toEqual({
      Id: 'status_only_who',
      Values: {
        who: { Id: 'list_or', Values: { first: { Id: 'who_trucker' }, last: { Id: 'who_staff' } } },
        status: { Id: 'load_status_at_delivery' },
      },
    });
  });

  it('delivered and cancelled are final; cancelling is possible only before pickup', () => {
    expect(nextStatuses('DL', 'admin', { hasTrucker: true })).toEqual([]);
    expect(nextStatuses('CL', 'admin', { hasTrucker: true })).toEqual([]);
    for (const from of ['OFP', 'AT', 'IT', 'AR']) expect(canMove(from, 'CL', 'admin').ok).toBe(false);
    expect(nextStatuses('BK', 'carrier')).toEqual(['OFP']);
    expect(nextStatuses('BK', 'owner')).toEqual(['CL']);
  });
});
