import { z } from 'zod';

/** A positive integer id, also accepted as a numeric string (query strings are text). */
export const Id = z.coerce.number().int().positive();

/** `?id=` of the `get`/`detail` calls. */
export const IdQuery = z.object({ id: Id });

/** `{ id }` bodies of the delete calls. */
export const IdBody = z.object({ id: z.number().int().positive() });

/** The body of every error response (API.md "Errors"). */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The two back-office roles. */
export const Role = z.enum(['admin', 'host']);
export type Role = z.infer<typeof Role>;
