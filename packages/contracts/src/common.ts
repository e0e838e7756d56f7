import { z } from 'zod';

/** The largest id: ids are 32-bit integer columns on PostgreSQL. */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body. */
export const IdNumber = z.number().int().min(1).max(MAX_ID);

/** An id in a query string: numeric text; an empty value counts as missing. */
export const Id = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : Number(v)),
  IdNumber,
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

/** The two back-office roles. */
export const Role = z.enum(['admin', 'host']);
export type Role = z.infer<typeof Role>;

/** Most keys a map in a request may have: far above any real catalogue, well below SQL limits. */
export const MAX_MAP_KEYS = 5000;

/** A map keyed by id or name, with at most MAX_MAP_KEYS entries. */
export function boundedRecord<T extends z.ZodType>(value: T) {
  return z.record(z.string(), value).superRefine((map, ctx) => {
    if (Object.keys(map).length > MAX_MAP_KEYS) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'array',
        maximum: MAX_MAP_KEYS,
        inclusive: true,
        message: 'validation.max_items',
      });
    }
  });
}
