import type { TokenResponse } from '@/contract/auth';
import { getSession, saveSession } from '@/lib/session';
import { endSession } from '@/lib/session-ended';
import { apiUrl } from './api-url';
import { showPaymentRequired } from './payment-required';
import { sendPendingRevocation } from './revocation';
import { translateRef } from '@/lib/i18n/server-messages';
import type { MessageRef, ModelState, ModelStateIds } from '@/contract/messages';

/** Failure body shapes of decision 001 (ModelState / Message / OAuth error). */
export type ErrorBody = {
  Message?: string;
  /** Decision 120: the catalogue id of Message and of each ModelState text, beside the spec's English. */
  MessageId?: MessageRef;
  ModelState?: ModelState;
  ModelStateIds?: ModelStateIds;
  error?: string;
  error_description?: string;
};

export class HttpError extends Error {
  status: number;
  body: ErrorBody;
  /** The client already told the user (401 → sign-in, 402 → dialog): callers should not alert again. */
  handled: boolean;
  /** Seconds from a Retry-After header (the server is still working on the same Idempotency-Key, or is busy). */
  retryAfter: number | null;

  constructor(status: number, body: ErrorBody, handled = false, retryAfter: number | null = null) {
    super(body.Message || body.error_description || `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.handled = handled;
    this.retryAfter = retryAfter;
  }
}

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);

/** The app wires this to the router so lib code can navigate without a full reload. */
export function setHttpNavigator(fn: Navigate): void {
  navigate = fn;
}

export { apiUrl };

/** A non-JSON answer counts as `{ Message: '' }` (spec 1 §8). */
async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return res.ok ? undefined : { Message: '' };
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { Message: '' };
  }
}

/**
 * How a refresh ended: a new access token; the server refused it (the session has ended: revoked, expired, reused,
 * or a sign-out still waiting to revoke the cookie); or no usable answer (no network, 5xx), which says nothing about
 * the session.
 */
export type RefreshOutcome = 'refreshed' | 'ended' | 'unreachable';

let refreshing: Promise<RefreshOutcome> | null = null;

async function postRefresh(): Promise<RefreshOutcome> {
  // A sign-out made offline still has to revoke the cookie: until it has, nobody is signed in from it (decision 072).
  if (!(await sendPendingRevocation())) return 'ended';
  const res = await fetch(apiUrl('/token'), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token' }),
  });
  if (res.status >= 500 || res.status === 408 || res.status === 429) return 'unreachable';
  if (!res.ok) return 'ended';
  saveSession((await res.json()) as TokenResponse);
  return 'refreshed';
}

/**
 * One refresh for every request that got a 401 at the same time; the refresh token travels in its cookie.
 * Refresh tokens rotate and a reused one revokes the session, so tabs take turns through a Web Lock and a tab
 * that finds a token newer than the one that failed uses it instead of refreshing again. A refresh only renews a
 * session this tab has: signed out, nobody is signed in from the cookie. When the server refuses, the session ends
 * without deleting anything (`endSession`): the user signs in again and their waiting changes go on (decision 071).
 */
export function refreshSessionOutcome(): Promise<RefreshOutcome> {
  if (refreshing) return refreshing;
  const staleToken = getSession()?.token;
  const run = (async (): Promise<RefreshOutcome> => {
    try {
      if (!staleToken) return 'ended';
      const refreshUnlessDone = async (): Promise<RefreshOutcome> => {
        const current = getSession()?.token;
        if (!current) return 'ended';
        if (current !== staleToken) return 'refreshed';
        return postRefresh();
      };
      const outcome = navigator.locks
        ? await navigator.locks.request('haulbase-token-refresh', refreshUnlessDone)
        : await refreshUnlessDone();
      if (outcome === 'ended' && getSession()?.token === staleToken) endSession();
      return outcome;
    } catch {
      return 'unreachable';
    }
  })();
  refreshing = run;
  void run.finally(() => {
    if (refreshing === run) refreshing = null;
  });
  return run;
}

export const refreshSession = async (): Promise<boolean> => (await refreshSessionOutcome()) === 'refreshed';

/** The session could not be refreshed because the network (or the server) failed: a request that never got through. */
export class NetworkError extends Error {
  constructor() {
    super('The server cannot be reached.');
    this.name = 'NetworkError';
  }
}

/**
 * `headers`: extra request headers (Idempotency-Key, If-Match, …). `background`: a write nobody is watching (the
 * outbox replay): a 401 after a failed refresh and a 402 are thrown to the caller instead of signing out or
 * opening the billing dialog.
 */
type RequestOpts = {
  signal?: AbortSignal;
  auth?: boolean;
  form?: boolean;
  headers?: Record<string, string>;
  background?: boolean;
  /** Answer a success as a file (`ApiFile`) instead of parsing JSON. */
  file?: boolean;
  /** Sends the request instead of the page's `fetch` (the export worker, decision 124). */
  send?: Send;
};

/**
 * Sends a request the client built (URL, token, headers, body) and answers the Response: `fetch` itself, or the export
 * worker, which fetches the rows off the page's thread and answers a success with the file it wrote from them and a
 * failure as the server's answer, for the client's usual handling (refresh on 401, 402, the error catalogue).
 */
export type Send = (url: string, init: RequestInit) => Promise<Response>;

/** A successful answer kept as bytes (a streamed export), with its headers. */
export type ApiFile = { blob: Blob; headers: Headers };

function encode(body: unknown, form: boolean | undefined): { body?: BodyInit; type?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body };
  if (form) return { body: new URLSearchParams(body as Record<string, string>), type: 'application/x-www-form-urlencoded' };
  return { body: JSON.stringify(body), type: 'application/json' };
}

async function request<T>(method: string, path: string, body: unknown, opts: RequestOpts, retried = false): Promise<T> {
  const auth = opts.auth ?? true;
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  const encoded = encode(body, opts.form);
  if (encoded.type) headers['Content-Type'] = encoded.type;
  const token = auth ? getSession()?.token : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;

  const res = await (opts.send ?? fetch)(apiUrl(path), {
    method,
    headers,
    body: encoded.body,
    signal: opts.signal,
    credentials: 'same-origin',
  });
  if (res.ok && opts.file) return { blob: await res.blob(), headers: res.headers } satisfies ApiFile as T;
  const data = await readBody(res);
  if (res.ok) return data as T;

  const errorBody = (data && typeof data === 'object' ? data : { Message: '' }) as ErrorBody;
  if (res.status === 401 && auth) {
    // A 401 right after a refresh: the server does not take this session either.
    if (retried) endSession();
    const outcome = retried ? 'ended' : await refreshSessionOutcome();
    if (outcome === 'refreshed') return request<T>(method, path, body, opts, true);
    // No answer from /token is no verdict on the session: the request failed like any other on a bad link.
    if (outcome === 'unreachable') throw new NetworkError();
    if (opts.background) throw new HttpError(401, errorBody);
    // The session ended and nothing is deleted: sign in again (the same user's waiting changes go on after it).
    navigate('/auth/login');
    throw new HttpError(401, errorBody, true);
  }
  if (res.status === 402 && !opts.background) {
    // the server's sentence in the active language, by its id (decision 120)
    showPaymentRequired(translateRef(errorBody.MessageId, errorBody.Message ?? ''), () => navigate('/user-profile#billing'));
    throw new HttpError(402, errorBody, true);
  }
  const retryAfter = Number(res.headers.get('Retry-After'));
  throw new HttpError(res.status, errorBody, false, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
}

export function apiGet<T>(path: string, opts: { signal?: AbortSignal; auth?: boolean } = {}): Promise<T> {
  return request<T>('GET', path, undefined, opts);
}

/** The header that makes a retried write run once (decision 014); a fresh key per user action unless one is kept. */
export const idempotencyHeaders = (key: string = crypto.randomUUID()) => ({ 'Idempotency-Key': key });

/** Plain object → JSON, FormData → multipart, `form: true` → x-www-form-urlencoded. */
export function apiSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  opts: Pick<RequestOpts, 'auth' | 'form' | 'headers' | 'background'> = {},
): Promise<T> {
  return request<T>(method, path, body, opts);
}

/**
 * A request whose answer is a file (the server-written CSV export, or with `send` the file the export worker wrote from
 * the rows it fetched): the same token, refresh, 402 and error handling as `apiSend`; a success is read as a Blob (the
 * browser takes the stream off the page's thread).
 */
export function apiFile(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  opts: { signal?: AbortSignal; send?: Send } = {},
): Promise<ApiFile> {
  return request<ApiFile>(method, path, body, { ...opts, file: true, headers: { Accept: '*/*' } });
}
