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
 * The headers of an API answer, JSON data that no browser renders as a page, after OWASP's REST
 * Security Cheat Sheet: no framing, no content of its own to run, no type sniffing, no reads from
 * other origins and no referrer (`no-store` is added as for every answer). helmet's other
 * headers (COOP, DNS prefetch, download and XSS filters…) govern documents, and would only
 * lengthen every answer.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * The headers of a script, a style sheet, a raster image or a font: files a page loads, which
 * are never shown as a page of their own. A CSP, framing, COOP and the other document headers
 * govern only documents (and workers, which Orbis has none of), and every one of them would ride
 * on each of the dozens of files a first screen loads, over HTTP/1.1 without header compression:
 * about 0.6 kB a file (14 of the 155 kB the projector's first screen loaded). What governs
 * a subresource stays: no type sniffing, no reads from other origins, no referrer on what a
 * style sheet asks for. SVG stays a document: one opened on its own could run its scripts.
 */
export const SUBRESOURCE_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

type Kind = 'data' | 'subresource' | 'document';

const SUBRESOURCE_TYPE =
  /^(text\/javascript|application\/javascript|text\/css|font\/|image\/(?!svg))/;

/**
 * An answer is data when it is JSON or has no body; a subresource when it is a script, a style
 * sheet, a raster image or a font; anything else (pages, SVG) is a document. A 304 has no body
 * either, but it revalidates a page or file the browser keeps, and the browser stores its headers
 * over the kept ones: with the data's `default-src 'none'`, a reloaded page could run no script.
 * So a 304 takes the document's headers. API answers are never kept (`no-store`), so they never
 * get one.
 */
function kindOf(statusCode: number, contentType: unknown): Kind {
  if (statusCode === 304) return 'document';
  if (contentType === undefined) return 'data';
  const type = String(contentType);
  if (type.startsWith('application/json')) return 'data';
  return SUBRESOURCE_TYPE.test(type) ? 'subresource' : 'document';
}

/**
 * Security headers on every answer: API_HEADERS on data, SUBRESOURCE_HEADERS on the files a page
 * loads, helmet's (CSP, frame, sniffing, referrer, HSTS…) on pages. Answers that do not choose
 * their own caching (only static files do: uploaded images and the web app) get
 * `Cache-Control: no-store`. API answers belong to whoever asks: a signed-in user, a player's
 * team, or at least the visitor's XSRF token. So no browser or proxy may keep them, and every
 * call, present or to come, inherits this without having to ask for it. Set when the answer is
 * sent, its type known: errors and 404s included.
 */
export default fp<HelmetOptions>(
  async (app, options) => {
    const documentHeaders = helmetHeaders(options);
    const hsts = documentHeaders['strict-transport-security'];
    const withHsts = (headers: Readonly<Record<string, string>>) =>
      hsts ? { ...headers, 'strict-transport-security': hsts } : headers;
    const headersOf: Record<Kind, Readonly<Record<string, string>>> = {
      data: withHsts(API_HEADERS),
      subresource: withHsts(SUBRESOURCE_HEADERS),
      document: documentHeaders,
    };
    app.addHook('onSend', (_req, reply, payload, done) => {
      reply.headers(headersOf[kindOf(reply.statusCode, reply.getHeader('content-type'))]);
      if (reply.getHeader('cache-control') === undefined) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'orbis-security-headers' },
);
