import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bids, shipments } from '../../server/db/schema';
import type { TruckerBid } from '../../src/contract/market';
import { send, userIdByEmail } from './shipments-helpers';
import { databaseTargets } from './support/databases';
import { usePartyTokens } from './support/detail-loads';
import { TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { approve, insertOpenLoad } from './support/market';
import { tokenFor } from './support/partners';

/**
 * Issue 36 §1–2: a bid's accept races with its change and its withdrawal. Each trial sends both at the same moment;
 * whichever order the database picks, the load, the bid and both answers tell one story, and the loser's 409 says
 * what happened. PGlite runs one statement at a time, so the real races are on PostgreSQL; both run the trials.
 */

const TRIALS = 20;
const targets = await databaseTargets();

type Said = { status: number; message: string | null };
const said = async (res: Response): Promise<Said> => {
  const body = (await res.json()) as { Message?: string };
  return { status: res.status, message: res.status === 200 ? null : (body.Message ?? null) };
};

describe.each(targets)('accept against change and withdraw on $name', (target) => {
  const h = useHarness(target);
  const t = usePartyTokens(h);

  beforeAll(async () => {
    await approve(h.db, TRUCKER);
  });

  const call = async (method: string, path: string, token: string, body?: unknown) => said(await send(h.app, method, path, token, body));
  const placeBid = async (loadId: number, Price: number) =>
    (await (await send(h.app, 'POST', `/api/Shipments/${loadId}/Bids`, t.trucker, { Price })).json()) as TruckerBid;
  const state = async (loadId: number, bidId: number) => {
    const [load] = await h.db.select().from(shipments).where(eq(shipments.id, loadId));
    const [bid] = await h.db.select().from(bids).where(eq(bids.id, bidId));
    return { load, bid };
  };
  /** A fresh load with a bid of 2,100: the shipper's accept and the trucker's `other` call sent at the same moment. */
  const acceptBeside = async (other: (bidId: number) => Promise<Said>) => {
    const loadId = await insertOpenLoad(h.db);
    const placed = await placeBid(loadId, 2100);
    const [accept, otherSaid] = await Promise.all([call('PUT', `/api/Shipments/Bids/${placed.Id}/Accept`, t.shipper), other(placed.Id)]);
    return { accept, other: otherSaid, ...(await state(loadId, placed.Id)) };
  };
  const withdrawBid = (bidId: number) => call('DELETE', `/api/Shipments/Bids/${bidId}`, t.trucker);
  const changeBidTo2400 = (bidId: number) => call('PUT', `/api/Shipments/Bids/${bidId}`, t.trucker, { Price: 2400 });

  it(`accept beside withdraw, ${TRIALS} trials: exactly one wins and the other hears why`, { timeout: 120_000 }, async () => {
    const outcomes = { accepted: 0, withdrawn: 0 };
    for (let trial = 0; trial < TRIALS; trial++) {
      const { accept, other: withdraw, load, bid } = await acceptBeside(withdrawBid);
      if (accept.status === 200) {
        outcomes.accepted++;
        expect(withdraw).toEqual({ status: 409, message: 'This bid has been accepted: it can no longer be changed or withdrawn.' });
        expect([load.statusCode, load.truckerId !== null, bid.status]).toEqual(['BK', true, 'Accepted']);
      } else {
        outcomes.withdrawn++;
        expect(withdraw.status).toBe(200);
        expect(accept).toEqual({ status: 409, message: 'The carrier withdrew this bid.' });
        expect([load.statusCode, load.truckerId, bid.status]).toEqual(['OP', null, 'Withdrawn']);
      }
    }
    console.info(`accept beside withdraw on ${target.name}: ${TRIALS} trials, ${JSON.stringify(outcomes)}`);
  });

  it(`accept beside a price change, ${TRIALS} trials: the load is booked at the price the bid shows`, { timeout: 120_000 }, async () => {
    const outcomes = { acceptedFirst: 0, changedFirst: 0 };
    for (let trial = 0; trial < TRIALS; trial++) {
      const { accept, other: change, load, bid } = await acceptBeside(changeBidTo2400);
      expect(accept.status).toBe(200);
      expect(load.statusCode).toBe('BK');
      expect(Number(load.basicPrice)).toBe(Number(bid.price));
      if (change.status === 200) {
        outcomes.changedFirst++;
        expect(Number(bid.price)).toBe(2400);
      } else {
        outcomes.acceptedFirst++;
        expect(change).toEqual({ status: 409, message: 'This bid has been accepted: it can no longer be changed or withdrawn.' });
        expect(Number(bid.price)).toBe(2100);
      }
    }
    console.info(`accept beside change on ${target.name}: ${TRIALS} trials, ${JSON.stringify(outcomes)}`);
  });

  it('a suspended carrier’s bid cannot be accepted; the load stays open', async () => {
    const loadId = await insertOpenLoad(h.db);
    const placed = await placeBid(loadId, 2100);
    const truckerUser = await userIdByEmail(h.db, TRUCKER);
    const lockOut = (on: boolean) => send(h.app, 'POST', `/api/Account/LockOut?id=${truckerUser}&lockOut=${on}`, t.admin);
    expect((await lockOut(true)).status).toBe(200);
    try {
      const res = await send(h.app, 'PUT', `/api/Shipments/Bids/${placed.Id}/Accept`, t.shipper);
      expect(await said(res)).toEqual({ status: 409, message: 'This carrier is suspended.' });
      const { load, bid } = await state(loadId, placed.Id);
      expect([load.statusCode, load.truckerId, bid.status]).toEqual(['OP', null, 'Open']);
    } finally {
      expect((await lockOut(false)).status).toBe(200);
    }
    t.trucker = await tokenFor(h, TRUCKER); // the lock-out ended its sessions
    expect((await send(h.app, 'PUT', `/api/Shipments/Bids/${placed.Id}/Accept`, t.shipper)).status).toBe(200);
  });
});
