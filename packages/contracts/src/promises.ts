import { PROMISE_KINDS, PROMISE_STATUSES } from '@orbis/engine';
import { z } from 'zod';

// Promises (API.md "Promises"): made in talks from the phones, judged by the engine.

export const PromiseKind = z.enum(PROMISE_KINDS);
export type PromiseKind = z.infer<typeof PromiseKind>;

export const PromiseStatus = z.enum(PROMISE_STATUSES);
export type PromiseStatus = z.infer<typeof PromiseStatus>;

const id = z.number().int();

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

/** How many promises each country (keyed by id) kept and broke, as their maker. */
export const PromiseTally = z.record(
  z.string(),
  z.object({ kept: z.number().int(), broken: z.number().int() }),
);
export type PromiseTally = z.infer<typeof PromiseTally>;

/** A promise in the report: its fate, and what it said in the game's language. */
export const ReportPromise = GamePromise.extend({ text: z.string() });
export type ReportPromise = z.infer<typeof ReportPromise>;
