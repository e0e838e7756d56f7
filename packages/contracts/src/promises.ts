import { MAX_PROMISE_VALUE, PROMISE_KINDS, PROMISE_STATUSES } from '@orbis/engine';
import { z } from 'zod';
import { IdNumber } from './common.js';

// Promises (API.md "Promises"): made in talks from the phones, judged by the engine.

export const PromiseKind = z.enum(PROMISE_KINDS);
export type PromiseKind = z.infer<typeof PromiseKind>;

export const PromiseStatus = z.enum(PROMISE_STATUSES);
export type PromiseStatus = z.infer<typeof PromiseStatus>;

const id = z.number().int();

// Not games.ts's GameIdBody: games.ts reads GamePromise (control, final), and a cycle between the
// two modules would leave one of them undefined at load.
const GameIdBody = z.object({ gameId: IdNumber });

/**
 * A promise as its two teams, the host and the report read it. `round` is when it was made;
 * besides API.md's fields, `sent` is what the maker has sent since the acceptance (a `transfer`'s
 * progress, else 0) and `settled` the round whose resolution kept or broke it (null before).
 */
export const GamePromise = z.object({
  id,
  from: id,
  to: id,
  kind: PromiseKind,
  value: z.number().int().nullable(),
  until: z.number().int(),
  round: z.number().int(),
  status: PromiseStatus,
  sent: z.number().int(),
  settled: z.number().int().nullable(),
});
export type GamePromise = z.infer<typeof GamePromise>;

/**
 * `POST /api/game/promises/propose` (a team). The shape only: whether `value` fits the kind and
 * `until` the game's rounds is the engine's rule, refused on the field.
 */
export const PromiseProposeBody = GameIdBody.extend({
  to: IdNumber,
  kind: PromiseKind,
  value: z.number().int().min(1).max(MAX_PROMISE_VALUE).nullable(),
  until: z.number().int().min(1),
});
export type PromiseProposeBody = z.infer<typeof PromiseProposeBody>;

/** The answer to a proposal: 201 with the new promise's id. */
export const PromiseProposed = z.object({ id });
export type PromiseProposed = z.infer<typeof PromiseProposed>;

/** `POST /api/game/promises/accept`, `decline` and `withdraw`. */
export const PromiseIdBody = GameIdBody.extend({ id: IdNumber });
export type PromiseIdBody = z.infer<typeof PromiseIdBody>;

/** How many promises each country (keyed by id) kept and broke, as their maker. */
export const PromiseTally = z.record(
  z.string(),
  z.object({ kept: z.number().int(), broken: z.number().int() }),
);
export type PromiseTally = z.infer<typeof PromiseTally>;
