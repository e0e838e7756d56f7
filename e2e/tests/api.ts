import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/**
 * Calls the API as a browser would: fetches the XSRF cookie once, then echoes it on every POST.
 * `request` keeps its own cookies, so each context is one session (a host, a team's phone...).
 */
export async function apiPost(
  request: APIRequestContext,
  path: string,
  body: unknown,
): Promise<APIResponse> {
  let token = await xsrfToken(request);
  if (!token) {
    expect((await request.get('/sanctum/csrf-cookie')).status()).toBe(204);
    token = await xsrfToken(request);
  }
  return request.post(path, { data: body, headers: { 'X-XSRF-TOKEN': token } });
}

async function xsrfToken(request: APIRequestContext): Promise<string> {
  const { cookies } = await request.storageState();
  const cookie = cookies.find((c) => c.name === 'XSRF-TOKEN');
  return cookie ? decodeURIComponent(cookie.value) : '';
}

/** POSTs and expects `status`; returns the parsed body (undefined for 204). */
export async function apiPostOk<T = unknown>(
  request: APIRequestContext,
  path: string,
  body: unknown,
  status = 200,
): Promise<T> {
  const res = await apiPost(request, path, body);
  expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}
