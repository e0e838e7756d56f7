import { MAX_PROMISE_VALUE } from '@orbis/engine';
import { z } from 'zod';
import { IdNumber } from './common.js';
import { GameIdBody } from './games.js';
import { PromiseKind } from './promises.js';

// The team's promise calls (API.md "Promises"). Apart from promises.ts, which games.ts reads for
// the host's and the final screen's payloads: this file needs GameIdBody from games.ts.

/**
 * `POST /api/game/promises/propose` (a team). The shape only: whether `value` fits the kind and
 * `until` the game's rounds is the engine's rule, refused on the field; a proposal beyond the
 * team's limits (20 waiting for an answer, 40 in a round) is a 409 with its code.
 */
export const PromiseProposeBody = GameIdBody.extend({
  to: IdNumber,
  kind: PromiseKind,
  value: z.number().int().min(1).max(MAX_PROMISE_VALUE).nullable(),
  until: z.number().int().min(1),
});
export type PromiseProposeBody = z.infer<typeof PromiseProposeBody>;

/** The answer to a proposal: 201 with the new promise's id. */
export const PromiseProposed = z.object({ id: z.number().int() });
export type PromiseProposed = z.infer<typeof PromiseProposed>;

/** `POST /api/game/promises/accept`, `decline` and `withdraw`. */
export const PromiseIdBody = GameIdBody.extend({ id: IdNumber });
export type PromiseIdBody = z.infer<typeof PromiseIdBody>;
