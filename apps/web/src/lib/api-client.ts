// The one HTTP client of the web app: same-origin cookies, the XSRF header on unsafe calls, and
// API.md's error body turned into an ApiError. A 401 anywhere is announced so the app can show
// the login screen.
import { paths, XSRF_COOKIE, XSRF_HEADER } from '@orbis/contracts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The first message of each field, in order; the general message when there are none. */
  get firstMessages(): string[] {
    const firsts = Object.values(this.errors)
      .map((messages) => messages[0])
      .filter((m): m is string => Boolean(m));
    return firsts.length > 0 ? firsts : [this.message];
  }

  /**
   * The first message of each field of a failed call, by field name (`prefix` dropped where a
   * name starts with it); empty when `error` is not an API error.
   */
  static fieldErrors(error: unknown, prefix = ''): Record<string, string> {
    if (!(error instanceof ApiError)) return {};
    const out: Record<string, string> = {};
    for (const [field, messages] of Object.entries(error.errors)) {
      const first = messages[0];
      if (first) out[field.startsWith(prefix) ? field.slice(prefix.length) : field] = first;
    }
    return out;
  }
}

type UnauthenticatedListener = () => void;
const unauthenticatedListeners = new Set<UnauthenticatedListener>();

/** Calls `listener` whenever the server answers 401. Returns the unsubscribe function. */
export function onUnauthenticated(listener: UnauthenticatedListener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

/** Makes sure the XSRF cookie is there, as Sanctum clients do before the first unsafe call. */
export async function ensureXsrfCookie(force = false): Promise<void> {
  if (!force && readCookie(XSRF_COOKIE)) return;
  await fetch(paths.csrfCookie, { credentials: 'same-origin' });
}

async function toError(res: Response): Promise<ApiError> {
  let body: { message?: unknown; errors?: unknown } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // A body that is not JSON (a proxy's page, say) still yields an error with the status.
  }
  const message = typeof body.message === 'string' ? body.message : res.statusText;
  const errors =
    body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : {};
  return new ApiError(res.status, message, errors);
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Set for multipart uploads; the browser then sets the content type itself. */
  form?: FormData;
  signal?: AbortSignal;
  /** Sees the successful response before its body is read (to read a header). */
  onResponse?: (res: Response) => void;
  /** Lets the request outlive the page (a last save as the page is hidden or closed). */
  keepalive?: boolean;
  /** More request headers (a submit key). */
  headers?: Record<string, string>;
}

/** Calls the API and returns the parsed JSON body (undefined for 204). */
export async function api<T>(url: string, opts: RequestOptions = {}, retried = false): Promise<T> {
  const method = opts.method ?? (opts.body !== undefined || opts.form ? 'POST' : 'GET');
  const headers: Record<string, string> = { ...opts.headers, Accept: 'application/json' };
  if (method !== 'GET') {
    await ensureXsrfCookie();
    headers[XSRF_HEADER] = readCookie(XSRF_COOKIE) ?? '';
  }
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(url, {
    method,
    headers,
    body,
    credentials: 'same-origin',
    signal: opts.signal,
    keepalive: opts.keepalive,
  });
  if (res.status === 419 && !retried) {
    // The session (and with it the token) expired: fetch a fresh token once and retry.
    await ensureXsrfCookie(true);
    return api<T>(url, opts, true);
  }
  if (!res.ok) {
    if (res.status === 401) unauthenticatedListeners.forEach((l) => l());
    throw await toError(res);
  }
  opts.onResponse?.(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
