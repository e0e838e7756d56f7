// Which errors mean "the database or Redis does not answer right now": the API answers them with
// 503 (retry later) rather than 500, and the server recovers by itself once the service is back.
import { DatabaseUnavailableError } from './db/errors.js';

/**
 * PostgreSQL's SQLSTATEs of a session the server ended or cannot serve: shut down by an
 * administrator or a crash, the server starting up, too many connections; and the whole class 08
 * (connection exceptions).
 */
const PG_GONE = new Set(['57P01', '57P02', '57P03', '53300']);

/** Node's codes of a network connection refused, cut, timed out or with no route. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-redis's errors of a client that is not connected. They carry no code, and the library is
 * loaded only when Redis is configured, so they are known by their class names.
 */
const REDIS_OFFLINE = new Set([
  'ClientOfflineError',
  'ClientClosedError',
  'DisconnectsClientError',
  'SocketClosedUnexpectedlyError',
  'ConnectionTimeoutError',
  'SocketTimeoutError',
  'ReconnectStrategyError',
]);

/** pg's own errors of a lost connection, which carry no code either. */
const PG_LOST = /^Connection terminated|is not queryable$|^timeout exceeded when trying to connect/;

/** True when `err` (or what caused it) says the database or Redis is out of reach. */
export function isUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 4) return false;
  if (err instanceof DatabaseUnavailableError) return true;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (PG_GONE.has(code) || code.startsWith('08'))) return true;
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  if (REDIS_OFFLINE.has(err.constructor.name)) return true;
  if (err instanceof Error && !code && PG_LOST.test(err.message)) return true;
  const { cause, errors } = err as { cause?: unknown; errors?: unknown };
  if (isUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isUnavailable(e, depth + 1));
}
