// A browser-like client over real HTTP, for servers running in other processes: it keeps cookies
// and echoes the XSRF token as the web app does, and answers like `inject`. It uses node:http
// rather than fetch: bench:realtime drives thousands of calls a second from one process, and
// fetch's web streams and abort signals cost it several times what the call itself does, which
// showed up as latency in the figures it measures.
import http from 'node:http';
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
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const { status, setCookies, text } = await send(
      new URL(`${this.baseUrl}${url}`),
      method,
      headers,
      payload,
    );
    for (const line of setCookies) storeCookie(this.cookies, parseSetCookie(line));
    return { statusCode: status, body: text, json: <T>() => JSON.parse(text) as T };
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

/** Connections kept open between calls, as a browser keeps them. */
const agent = new http.Agent({ keepAlive: true });

/**
 * Closes every client's idle connections, as a phone's are closed after a quiet spell longer than
 * the server's keep-alive: their next calls open new ones.
 */
export function closeIdleConnections(): void {
  for (const sockets of Object.values(agent.freeSockets))
    for (const socket of sockets ?? []) socket.destroy();
}

/** One call; fails with the socket's error (ECONNRESET, ECONNREFUSED…) when the network does. */
function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  payload: string | undefined,
): Promise<{ status: number; setCookies: string[]; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      res.setEncoding('utf8');
      let text = '';
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, setCookies: res.headers['set-cookie'] ?? [], text }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
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
