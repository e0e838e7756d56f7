import { z } from 'zod';
import { DECIMAL_INTEGER, MAX_ID } from './ids.js';

/** An id in a JSON body. */
export const IdNumber = z.number().int().min(1).max(MAX_ID);

/**
 * An id in a query string: plain decimal text (see `parseId`); an empty value counts as missing.
 * Decimal text out of range is read as its number, so the answer says which bound it broke.
 */
export const Id = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v),
  z
    .string()
    .regex(DECIMAL_INTEGER, { error: 'validation.integer' })
    .transform(Number)
    .pipe(IdNumber),
);

/** `?id=` of the `get`/`detail` calls. */
export const IdQuery = z.object({ id: Id });

/** `{ id }` bodies of the delete calls. */
export const IdBody = z.object({ id: IdNumber });

/** The `{ id }` answer (201) of every add call: the new row's id. */
export const CreatedResponse = z.object({ id: z.number().int() });
export type CreatedResponse = z.infer<typeof CreatedResponse>;

/** The body of every error response (API.md "Errors"). */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** An error response's body that holds only its message: every status but 409 and 422. */
export const ErrorMessage = ErrorBody.pick({ message: true });

/** A 409's body: a stale write, or a game action the rules refuse, whose rule `code` names. */
export const ConflictBody = ErrorMessage.extend({ code: z.string().optional() });

/** The (absent) body of a 204 answer. */
export const NoContent = z.undefined();

/** `GET /healthz`: 200 while the database answers, 503 otherwise. */
export const HealthResponse = z.object({ status: z.enum(['ok', 'database unavailable']) });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** `GET /livez`: 200 while the process runs. */
export const LiveResponse = z.object({ ok: z.literal(true) });
export type LiveResponse = z.infer<typeof LiveResponse>;

/**
 * `GET /readyz`: each service the server needs, `"ok"`, `"off"` (Redis not configured) or why it
 * does not answer; 200 when all answer, 503 otherwise.
 */
export const ReadyResponse = z.object({
  ok: z.boolean(),
  checks: z.object({ database: z.string(), redis: z.string() }),
});
export type ReadyResponse = z.infer<typeof ReadyResponse>;

/** The two back-office roles. */
export const Role = z.enum(['admin', 'host']);
export type Role = z.infer<typeof Role>;

/** Most keys a map in a request may have: far above any real catalogue, well below SQL limits. */
export const MAX_MAP_KEYS = 5000;

/**
 * A map keyed by id or name, with at most MAX_MAP_KEYS entries. The size is checked before any
 * value: a huge map is refused at once, with one message, instead of one per invalid value.
 */
export function boundedRecord<T extends z.ZodType>(value: T) {
  const record = z.record(z.string(), value);
  return z.preprocess<unknown, typeof record, Record<string, z.input<T>>>((map, ctx) => {
    if (typeof map === 'object' && map !== null && Object.keys(map).length > MAX_MAP_KEYS) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'array',
        maximum: MAX_MAP_KEYS,
        inclusive: true,
        message: 'validation.max_items',
      });
    }
    return map;
  }, record);
}

// With the `u` flag a valid pair is one code point, so only a half without its partner matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * The one rule for text in a request: well-formed Unicode (no lone surrogate, which UTF-8 cannot
 * encode) and no NUL (which PostgreSQL cannot store). The server applies it to every key and
 * text of every query and JSON body before validation, so no schema has to remember it.
 */
export function isWellFormedText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}
