// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { keepShellQueries, SHELL_QUERIES_KEY, wipeShellQueries } from './shell-queries';
import { UserDb } from './user-db';

const tokenFor = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;
const BADGE = ['chat', 'conversations'];
const VIEW_MODEL = ['loads', 'view-model'];

/** A tab that ran: the badge, a view model and a list were answered and saved (after the persister's 1 s throttle). */
async function tabThatRan(userId: string): Promise<void> {
  const queryClient = new QueryClient();
  await keepShellQueries(queryClient, tokenFor(userId));
  queryClient.setQueryData(BADGE, { TotalUnread: 3 });
  queryClient.setQueryData(VIEW_MODEL, { Statuses: [] });
  queryClient.setQueryData(['billing', 'users'], [1, 2]);
  await expect.poll(() => localStorage.getItem(SHELL_QUERIES_KEY) ?? '', { timeout: 5_000 }).toContain('Statuses');
}

afterEach(() => wipeShellQueries());

describe("the shell's queries (decision 121)", () => {
  it('a cold start has them before IndexedDB answers; nothing else is kept', async () => {
    await tabThatRan('51');
    const coldStart = new QueryClient();
    const db = new UserDb('51');
    const opened = db.open().then(() => 'indexeddb');
    const first = await Promise.race([keepShellQueries(coldStart, tokenFor('51')).then(() => 'shell'), opened]);
    expect(first).toBe('shell');
    expect(coldStart.getQueryData(BADGE)).toEqual({ TotalUnread: 3 });
    expect(coldStart.getQueryData(VIEW_MODEL)).toEqual({ Statuses: [] });
    expect(coldStart.getQueryData(['billing', 'users'])).toBeUndefined();
    // Shown at once, but fetched again when a screen asks: an earlier page saw them.
    expect(coldStart.getQueryState(BADGE)?.isInvalidated).toBe(true);
    await opened;
    await db.delete();
  });

  it('are gone after sign-out, and never restored for another user', async () => {
    await tabThatRan('52');
    const other = new QueryClient();
    await keepShellQueries(other, tokenFor('53'));
    expect(other.getQueryData(BADGE)).toBeUndefined();

    await tabThatRan('52');
    wipeShellQueries();
    expect(localStorage.getItem(SHELL_QUERIES_KEY)).toBeNull();
    const afterSignOut = new QueryClient();
    await keepShellQueries(afterSignOut, tokenFor('52'));
    expect(afterSignOut.getQueryData(BADGE)).toBeUndefined();
  });
});
