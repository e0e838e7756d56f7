import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with `options`, worked out once. Ours never vary by request (no CSP
 * nonces), so running helmet's middleware at every request, as @fastify/helmet does (it also
 * re-parses the CSP directives each time), would only cost time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * helmet's security headers (CSP, frame, sniffing, referrer, HSTS…) on every answer, and
 * `Cache-Control: no-store` on every answer that does not choose its own caching (only static
 * files do: uploaded images and the web app). API answers belong to whoever asks: a signed-in
 * user, a player's team, or at least the visitor's XSRF token. So no browser or proxy may keep
 * them, and every call, present or to come, inherits this without having to ask for it.
 */
export default fp<HelmetOptions>(
  async (app, options) => {
    const headers = { ...helmetHeaders(options), 'cache-control': 'no-store' };
    // Set before the route runs, so the static files' own Cache-Control replaces the default.
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'orbis-security-headers' },
);
