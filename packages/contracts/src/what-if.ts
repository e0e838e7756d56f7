import { WHAT_IF_KINDS } from '@orbis/engine';
import { z } from 'zod';
import { IdNumber } from './common.js';

// What if (API.md "What if"): a finished game replayed by the engine with some kinds of orders
// left out (WHAT_IF_KINDS), for the debrief to show beside what happened.

/** A kind of orders a what-if leaves out: `attacks`, `sanctions` or `transfers`. */
export const WhatIfKind = z.enum(WHAT_IF_KINDS);
export type WhatIfKind = z.infer<typeof WhatIfKind>;

/**
 * `POST B/host/games/what_if`: `without` is a non-empty list of distinct kinds; a repeated kind
 * gets `errors["without.<i>"]`.
 */
export const WhatIfBody = z.object({
  gameId: IdNumber,
  without: z
    .array(WhatIfKind)
    .min(1)
    .max(WHAT_IF_KINDS.length)
    .superRefine((kinds, ctx) => {
      kinds.forEach((kind, i) => {
        if (kinds.indexOf(kind) !== i)
          ctx.addIssue({
            code: 'custom',
            path: [i],
            message: 'games.what_if_repeated',
            input: kind,
          });
      });
    }),
});
export type WhatIfBody = z.infer<typeof WhatIfBody>;

/** Where a country would have stood after a round. */
export const WhatIfCountry = z.object({ averageStandard: z.number(), budget: z.number().int() });
export type WhatIfCountry = z.infer<typeof WhatIfCountry>;

/** The what-if world right after one round: `countries` keyed by country id. */
export const WhatIfRound = z.object({
  round: z.number().int(),
  ecology: z.number(),
  countries: z.record(z.string(), WhatIfCountry),
});
export type WhatIfRound = z.infer<typeof WhatIfRound>;

/**
 * The world as it would have been: one entry per round the what-if resolved (fewer than the
 * game's when its ecology collapsed earlier), and who would have won (none after a collapse).
 */
export const WhatIfAnswer = z.object({
  without: z.array(WhatIfKind),
  rounds: z.array(WhatIfRound),
  winner: z.array(z.number().int()),
});
export type WhatIfAnswer = z.infer<typeof WhatIfAnswer>;
