import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Bid, TrackingResponse } from '../../src/contract/load-detail';
import type { LoadsPage, LoadsViewModel } from '../../src/contract/loads';
import { accessToken, demoAccounts, demoPassword, signIn } from './fixtures';

/** Signs in and waits for the session only (not for the landing list), before going straight to a tracking page. */
export async function signInFor(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await page.waitForFunction(() => !!localStorage.getItem('Token'));
}

/** Calls the API with the signed-in page's token, the way the web app does (decision 042). */
export async function apiAs<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** An admin token from a separate request context (the page keeps its own session). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: demoAccounts.admin.email, password: demoPassword } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

export async function adminGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** The first load in the given status (admin list, newest first). */
export async function loadInStatus(get: <T>(path: string) => Promise<T>, code: string): Promise<{ id: number; code: string }> {
  const viewModel = await get<LoadsViewModel>('/api/admin/GetLoadsViewModel');
  const status = viewModel.Statuses.find((s) => s.Code === code);
  expect(status, `status ${code} exists`).toBeTruthy();
  const page = await get<LoadsPage>(`/api/admin/GetLoads?pageNumber=1&pageSize=20&statusIds=${status!.Id}`);
  const row = page.Shipments.find((s) => s.Stops > 0) ?? page.Shipments[0];
  expect(row, `the seed has a load in status ${code}`).toBeTruthy();
  return { id: row!.Id, code: row!.Code };
}

export type { Bid, TrackingResponse };
