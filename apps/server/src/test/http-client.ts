// A browser-like client over real HTTP (fetch), for servers running in other processes: it keeps
// cookies and echoes the XSRF token as the web app does, and answers like `inject`.
import { XSRF_COOKIE, XSRF_HEADER } from '@orbis/contracts';
import {
  fetchXsrfCookie,
  signIn,
  storeCookie,
  type ApiAnswer,
  type ApiCaller,
  type SetCookie,
} from './client.js';

export class HttpClient implements ApiCaller {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** `extra` adds headers of the caller's own, such as an `Idempotency-Key`. */
  async request(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<ApiAnswer> {
    const headers: Record<string, string> = { ...extra };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = decodeURIComponent(xsrf);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) storeCookie(this.cookies, parseSetCookie(line));
    const text = await res.text();
    return { statusCode: res.status, body: text, json: <T>() => JSON.parse(text) as T };
  }

  get(url: string): Promise<ApiAnswer> {
    return this.request('GET', url);
  }

  post(url: string, body?: unknown): Promise<ApiAnswer> {
    return this.request('POST', url, body);
  }

  /** Fetches the XSRF cookie, as the web app does before its first unsafe call. */
  csrf(): Promise<this> {
    return fetchXsrfCookie(this);
  }

  /** Signs in, failing when the credentials are refused. */
  login(email: string, password: string): Promise<this> {
    return signIn(this, email, password);
  }
}

/** The name, value and expiry of one Set-Cookie header. */
function parseSetCookie(line: string): SetCookie {
  const [pair = '', ...attributes] = line.split(';');
  const eq = pair.indexOf('=');
  const cookie: SetCookie = { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim() };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.trim().split('=', 2);
    if (key.toLowerCase() === 'max-age') cookie.maxAge = Number(value);
    if (key.toLowerCase() === 'expires') cookie.expires = new Date(value);
  }
  return cookie;
}
