// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jwtFor, tokenResponse } from '@/lib/fixtures';
import { clearSession, getSession, saveSession } from '@/lib/session';
import { waitingUsers } from '@/lib/session-ended';
import { apiFile, apiGet, apiSend, HttpError, NetworkError, setHttpNavigator } from './client';

/** An access token whose subject is user 41. */
const JWT_41 = jwtFor('41');

const token = (access_token: string) => tokenResponse({ access_token });

/** Signs in with `accessToken`, answers every request with `answer`, and returns the navigator the client calls. */
function signedIn(accessToken: string, answer: (url: string) => Promise<Response>) {
  saveSession(token(accessToken));
  const navigate = vi.fn();
  setHttpNavigator(navigate);
  vi.stubGlobal('fetch', vi.fn(answer));
  return navigate;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('http client', () => {
  it('sends the bearer token and encodes bodies', async () => {
    saveSession(token('t1'));
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiSend('POST', 'api/x', { a: 1 });
    await apiSend('POST', '/token', { grant_type: 'password' }, { auth: false, form: true });
    const [url1, init1] = fetchMock.mock.calls[0];
    expect(url1).toBe('/api/x');
    expect((init1.headers as Record<string, string>).Authorization).toBe('Bearer t1');
    expect(init1.body).toBe('{"a":1}');
    const init2 = fetchMock.mock.calls[1][1];
    expect((init2.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(String(init2.body)).toBe('grant_type=password');
  });

  it('sends extra headers such as Idempotency-Key and If-Match', async () => {
    saveSession(token('t1'));
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiSend('PUT', 'api/Shipments/Stops/4', { a: 1 }, { headers: { 'Idempotency-Key': 'k-1', 'If-Match': '3' } });
    const headers = fetchMock.mock.calls[0][1].headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('k-1');
    expect(headers['If-Match']).toBe('3');
    expect(headers.Authorization).toBe('Bearer t1');
  });

  it('refreshes once for concurrent 401s, then retries with the new token', async () => {
    saveSession(token('old'));
    let refreshes = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/token') {
          refreshes += 1;
          return Response.json(token('new'));
        }
        const auth = (init.headers as Record<string, string>).Authorization;
        return auth === 'Bearer new' ? Response.json({ url }) : Response.json({ Message: 'denied' }, { status: 401 });
      }),
    );
    const results = await Promise.all([apiGet<{ url: string }>('/api/a'), apiGet<{ url: string }>('/api/b')]);
    expect(results.map((r) => r.url)).toEqual(['/api/a', '/api/b']);
    expect(refreshes).toBe(1);
    expect(getSession()?.token).toBe('new');
  });

  it('sends through `send` when given (the export worker): the same request, token, refresh on 401 and answer handling', async () => {
    saveSession(token('old'));
    const refresh = vi.fn(async (_url: string) => Response.json(token('new')));
    vi.stubGlobal('fetch', refresh);
    const send = vi.fn(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string>).Authorization === 'Bearer new'
        ? new Response('the file', { headers: { 'X-Export-Rows': '1' } })
        : Response.json({ Message: 'denied' }, { status: 401 }),
    );
    const { blob, headers } = await apiFile('POST', '/api/x?a=1', { A: 1 }, { send });
    expect(await blob.text()).toBe('the file');
    expect(headers.get('X-Export-Rows')).toBe('1');
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0][0]).toBe('/api/x?a=1');
    expect(send.mock.calls[0][1]).toMatchObject({ method: 'POST', body: '{"A":1}', credentials: 'same-origin' });
    expect(refresh.mock.calls.map(([url]) => url)).toEqual(['/token']);
    const refused = vi.fn(async () => Response.json({ Message: 'Database unavailable' }, { status: 500 }));
    await expect(apiFile('POST', '/api/x', {}, { send: refused })).rejects.toMatchObject({ status: 500, message: 'Database unavailable' });
  });

  it('a refused refresh ends the session without deleting anything: sign in again', async () => {
    const navigate = signedIn(JWT_41, async (url: string) =>
      url === '/token' ? Response.json({ error: 'invalid_grant' }, { status: 400 }) : Response.json({ Message: 'denied' }, { status: 401 }),
    );
    const error = (await apiGet('/api/me').catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.handled).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/auth/login');
    expect(navigate).not.toHaveBeenCalledWith('/logout');
    expect(getSession()).toBeNull();
    expect(waitingUsers()).toEqual([{ id: '41', email: 'a@b.c' }]);
  });

  it('a refresh that gets no answer is a network failure: the session stays and nobody is sent anywhere', async () => {
    const navigate = signedIn('old', async (url: string) => {
      if (url === '/token') throw new TypeError('Failed to fetch');
      return Response.json({ Message: 'denied' }, { status: 401 });
    });
    const error = await apiGet('/api/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(navigate).not.toHaveBeenCalled();
    expect(getSession()?.token).toBe('old');

    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/token' ? new Response('', { status: 503 }) : Response.json({}, { status: 401 }))),
    );
    expect(await apiSend('POST', '/api/Notes', {}, { background: true }).catch((e: unknown) => e)).toBeInstanceOf(NetworkError);
    expect(getSession()?.token).toBe('old');
  });

  it('signed out, a 401 signs nobody in from the refresh cookie', async () => {
    clearSession();
    const fetchMock = vi.fn(async (url: string) =>
      url === '/token' ? Response.json(token('from-cookie')) : Response.json({}, { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    setHttpNavigator(vi.fn());
    await apiGet('/api/Chat/Conversations').catch(() => undefined);
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/token');
    expect(getSession()).toBeNull();
  });

  it('a sign-out still waiting to revoke its cookie goes first, and until it is sent the cookie refreshes nothing', async () => {
    saveSession(token('old'));
    localStorage.setItem('haulbase-revoke-refresh-cookie', '1');
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        if (url === '/api/auth/logout') throw new TypeError('Failed to fetch');
        return url === '/token' ? Response.json(token('new')) : Response.json({}, { status: 401 });
      }),
    );
    setHttpNavigator(vi.fn());
    await apiGet('/api/me').catch(() => undefined);
    expect(calls).toEqual(['/api/me', '/api/auth/logout']);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('haulbase-revoke-refresh-cookie')).toBe('1');
  });

  it('a background write keeps the user signed in when the refresh fails, and reads Retry-After', async () => {
    const navigate = signedIn('old', async () => Response.json({ Message: 'denied' }, { status: 401 }));
    const denied = (await apiSend('POST', '/api/Notes', {}, { background: true }).catch((e: unknown) => e)) as HttpError;
    expect(denied.status).toBe(401);
    expect(denied.handled).toBe(false);
    expect(navigate).not.toHaveBeenCalled();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ Message: 'busy' }, { status: 409, headers: { 'Retry-After': '1' } })),
    );
    const busy = (await apiSend('POST', '/api/Notes', {}, { background: true }).catch((e: unknown) => e)) as HttpError;
    expect(busy.status).toBe(409);
    expect(busy.retryAfter).toBe(1);
  });
});
