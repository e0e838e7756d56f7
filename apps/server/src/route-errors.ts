import { ConflictBody, ErrorBody, ErrorMessage } from '@orbis/contracts';
import type { z } from 'zod';

/** The error statuses of API.md "Errors", 415 for a body that is not JSON, 500 and 503. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 419 | 422 | 429 | 500 | 503;

const WHEN: Record<ErrorStatus, string> = {
  400: 'Malformed JSON (or nested deeper than 32 levels).',
  401: 'No session (on team calls: the session plays no team).',
  403: 'Signed in but not allowed: wrong role, not the game’s host, or another team.',
  404: 'Unknown id.',
  409: 'A stale write (e.g. the round already ended); `code` names the rule a game action broke.',
  413: 'The body or upload is too large.',
  415: 'The body is not JSON.',
  419: 'Missing or wrong XSRF token (`{ "message": "CSRF token mismatch." }`).',
  422: 'Validation failed: `errors` holds the messages of each field path.',
  429: 'Too many attempts: try again after the `Retry-After` header’s seconds.',
  500: 'An unexpected server error; the message reveals nothing of it.',
  503: 'The database (or Redis) does not answer, or the server is stopping: retry later.',
};

const SCHEMAS = Object.fromEntries(
  (Object.keys(WHEN) as `${ErrorStatus}`[]).map((status): [string, z.ZodType] => {
    const body = status === '409' ? ConflictBody : status === '422' ? ErrorBody : ErrorMessage;
    return [status, body.describe(WHEN[status])];
  }),
) as Record<`${ErrorStatus}`, z.ZodType>;

/**
 * Response schemas for the error statuses a route answers itself (signed out, not allowed,
 * unknown id, stale write, throttled), in API.md's error format, for the route's `response`.
 * Those every route of a kind shares are added by `plugins/openapi.ts`: 400, 413, 415 and 422 for
 * a JSON body, 422 for a query, 419 for unsafe methods, and 500 and 503 for all.
 */
export function errors(...statuses: ErrorStatus[]): Record<number, z.ZodType> {
  return Object.fromEntries(statuses.map((status) => [status, SCHEMAS[`${status}`]]));
}

/**
 * The schema of a call that takes a JSON `body` and answers `status` with `answer`, or 401 and
 * 403 and the `also` errors it answers itself: most of the host's calls, in one line each.
 */
export function withBody<B extends z.ZodType, S extends number, A extends z.ZodType>(
  body: B,
  status: S,
  answer: A,
  ...also: ErrorStatus[]
) {
  const response = { [status]: answer, ...errors(401, 403, ...also) };
  return { body, response: response as { [K in S]: A } & Record<number, z.ZodType> };
}
