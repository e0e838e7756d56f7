// A browser-like client over `app.inject`: it keeps cookies and echoes the XSRF token, as the
// web app does, so tests exercise the real session and CSRF paths.
import type { Readable } from 'node:stream';
import { XSRF_COOKIE, XSRF_HEADER, paths } from '@orbis/contracts';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Sends no XSRF header even when the cookie is there. */
  noXsrf?: boolean;
  /** A raw body instead of JSON; a stream arrives in its chunks, as from a network. */
  raw?: string | Buffer | Readable;
}

/** An answer as `inject` gives it. */
export interface ApiAnswer {
  statusCode: number;
  body: string;
  json<T = unknown>(): T;
}

/** What helpers need from a client, in-process or over real HTTP: cookie-keeping calls. */
export interface ApiCaller {
  readonly cookies: ReadonlyMap<string, string>;
  get(url: string): Promise<ApiAnswer>;
  post(url: string, body?: unknown): Promise<ApiAnswer>;
}

/** A cookie as a response sets it. */
export interface SetCookie {
  name: string;
  value: string;
  expires?: Date;
  maxAge?: number;
}

/** Keeps a cookie a response set in `jar`, or drops it when the response expired it. */
export function storeCookie(jar: Map<string, string>, c: SetCookie): void {
  const expired =
    c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
  if (expired) jar.delete(c.name);
  else jar.set(c.name, c.value);
}

export class TestClient implements ApiCaller {
  readonly cookies = new Map<string, string>();
  /** The address requests come from (the server's `req.ip`). */
  remoteAddress = '127.0.0.1';

  constructor(private app: FastifyInstance) {}

  /** Points the client at another app instance (e.g. after a restart), keeping its cookies. */
  use(app: FastifyInstance): this {
    this.app = app;
    return this;
  }

  async request(method: Method, url: string, body?: unknown, opts: RequestOptions = {}) {
    const headers: Record<string, string> = { ...opts.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const xsrf = this.cookies.get(XSRF_COOKIE);
    if (xsrf && !opts.noXsrf) headers[XSRF_HEADER] = decodeURIComponent(xsrf);
    let payload: string | Buffer | Readable | undefined;
    if (opts.raw !== undefined) payload = opts.raw;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await this.app.inject({
      method,
      url,
      headers,
      payload,
      remoteAddress: this.remoteAddress,
    });
    this.store(res);
    return res;
  }

  get(url: string, opts?: RequestOptions) {
    return this.request('GET', url, undefined, opts);
  }

  post(url: string, body?: unknown, opts?: RequestOptions) {
    return this.request('POST', url, body, opts);
  }

  /** Fetches the XSRF cookie, as the web app does before its first unsafe call. */
  async csrf(): Promise<this> {
    const res = await this.get(paths.csrfCookie);
    if (res.statusCode !== 204) throw new Error(`csrf-cookie answered ${res.statusCode}`);
    return this;
  }

  /** Signs in, failing the test when the credentials are refused. */
  async login(email: string, password: string): Promise<this> {
    await this.csrf();
    const res = await this.post(paths.login, { email, password });
    if (res.statusCode !== 204) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
    return this;
  }

  private store(res: LightMyRequestResponse): void {
    for (const c of res.cookies as SetCookie[]) storeCookie(this.cookies, c);
  }
}
