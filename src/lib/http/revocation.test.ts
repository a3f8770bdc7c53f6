// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropPendingRevocation, revocationPending, revokeRefreshCookie, sendPendingRevocation, watchPendingRevocation } from './revocation';

afterEach(() => {
  vi.unstubAllGlobals();
  dropPendingRevocation();
});

describe('revoking the refresh cookie on sign-out (decision 072)', () => {
  it('waits when the network fails and is sent first when it returns', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await revokeRefreshCookie()).toBe(false);
    expect(revocationPending()).toBe(true);

    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const events = new EventTarget();
    watchPendingRevocation(events);
    await vi.waitFor(() => expect(revocationPending()).toBe(false));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST', credentials: 'same-origin' }));
  });

  it('keeps waiting through a server error, and nothing is sent when nothing waits', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    expect(await revokeRefreshCookie()).toBe(false);
    expect(revocationPending()).toBe(true);
    dropPendingRevocation();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await sendPendingRevocation()).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
