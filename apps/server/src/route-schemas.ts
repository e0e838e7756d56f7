// The schemas of the back-office's catalogue calls (hosts, presets, languages), which all list,
// add, read by id, change and delete in the same way: each call still declares its full schema,
// from one of these shapes.
import { CreatedResponse, IdQuery, NoContent } from '@orbis/contracts';
import type { z } from 'zod';
import { errors, type ErrorStatus } from './route-errors.js';

/** A list for the signed-in staff: 200 with `answer`. */
export const listing = <A extends z.ZodType>(answer: A) => ({
  response: { 200: answer, ...errors(401, 403) },
});

/** An add: `body` in, 201 with the new id out. */
export const adding = <B extends z.ZodType>(body: B) => ({
  body,
  response: { 201: CreatedResponse, ...errors(401, 403) },
});

/** A read of one row by `?id=`: 200 with `answer`, 404 for an unknown id. */
export const readingById = <A extends z.ZodType>(answer: A) => ({
  querystring: IdQuery,
  response: { 200: answer, ...errors(401, 403, 404) },
});

/** A change or delete of one row: `body` in, 204 out, 404 for an unknown id, and `also`. */
export const changing = <B extends z.ZodType>(body: B, ...also: ErrorStatus[]) => ({
  body,
  response: { 204: NoContent, ...errors(401, 403, 404, ...also) },
});
