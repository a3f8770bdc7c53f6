import type { TokenResponse } from '@/contract/auth';
import { getSession, saveSession } from '@/lib/session';
import { showPaymentRequired } from './payment-required';

/** Failure body shapes of decision 001 (ModelState / Message / OAuth error). */
export type ErrorBody = { Message?: string; ModelState?: Record<string, string[]>; error?: string; error_description?: string };

export class HttpError extends Error {
  status: number;
  body: ErrorBody;
  /** The client already told the user (401 → /logout, 402 → dialog): callers should not alert again. */
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

/** Base URL of the API ("" = same origin), from configuration (spec 1 §7). */
const API_BASE = (import.meta.env.VITE_API_BASE_URL as string | undefined)?.replace(/\/$/, '') ?? '';

export function apiUrl(path: string): string {
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

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

let refreshing: Promise<boolean> | null = null;

async function postRefresh(): Promise<boolean> {
  const res = await fetch(apiUrl('/token'), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token' }),
  });
  if (!res.ok) return false;
  saveSession((await res.json()) as TokenResponse);
  return true;
}

/**
 * One refresh for every request that got a 401 at the same time; the refresh token travels in its cookie.
 * Refresh tokens rotate and a reused one revokes the session, so tabs take turns through a Web Lock and a tab
 * that finds a token newer than the one that failed uses it instead of refreshing again.
 */
export function refreshSession(): Promise<boolean> {
  const staleToken = getSession()?.token;
  refreshing ??= (async () => {
    try {
      const refreshUnlessDone = async () => {
        const current = getSession()?.token;
        if (current && current !== staleToken) return true;
        return postRefresh();
      };
      return navigator.locks ? await navigator.locks.request('haulbase-token-refresh', refreshUnlessDone) : await refreshUnlessDone();
    } catch {
      return false;
    } finally {
      setTimeout(() => (refreshing = null), 0);
    }
  })();
  return refreshing;
}

/**
 * `headers`: extra request headers (Idempotency-Key, If-Match, …). `background`: a write nobody is watching (the
 * outbox replay): a 401 after a failed refresh and a 402 are thrown to the caller instead of signing out or
 * opening the billing dialog.
 */
type RequestOpts = { signal?: AbortSignal; auth?: boolean; form?: boolean; headers?: Record<string, string>; background?: boolean };

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

  const res = await fetch(apiUrl(path), { method, headers, body: encoded.body, signal: opts.signal, credentials: 'same-origin' });
  const data = await readBody(res);
  if (res.ok) return data as T;

  const errorBody = (data && typeof data === 'object' ? data : { Message: '' }) as ErrorBody;
  if (res.status === 401 && auth) {
    if (!retried && (await refreshSession())) return request<T>(method, path, body, opts, true);
    if (opts.background) throw new HttpError(401, errorBody);
    navigate('/logout');
    throw new HttpError(401, errorBody, true);
  }
  if (res.status === 402 && !opts.background) {
    showPaymentRequired(errorBody.Message ?? '', () => navigate('/user-profile#billing'));
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
