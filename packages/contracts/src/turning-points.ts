import { TURNING_POINT_KINDS } from '@orbis/engine';
import { z } from 'zod';

// Turning points (API.md "A debrief that teaches"): the moments that changed a game, computed by
// the engine from its journal (RULES.md "Turning points"), best first.

/** `first_bomb`, `promise_broken`, `sanction`, `ecology_threshold`, `world_event`, `lead_change`. */
export const TurningPointKind = z.enum(TURNING_POINT_KINDS);
export type TurningPointKind = z.infer<typeof TurningPointKind>;

/**
 * What the act changed most: `country`'s final average standard minus the one the same game
 * gives replayed without the act, as the screens show standards (one decimal).
 */
export const TurningPointEffect = z.object({
  country: z.number().int(),
  averageStandard: z.number(),
});
export type TurningPointEffect = z.infer<typeof TurningPointEffect>;

/**
 * One turning point: `actors` are country ids, doer first; `text` one sentence in the game's
 * language; `evidence` the log lines it rests on; `effect` null where no single act can be
 * removed.
 */
export const TurningPoint = z.object({
  round: z.number().int(),
  kind: TurningPointKind,
  actors: z.array(z.number().int()),
  text: z.string(),
  evidence: z.array(z.string()),
  effect: TurningPointEffect.nullable(),
});
export type TurningPoint = z.infer<typeof TurningPoint>;

/** The list, best first: the largest effect, then the earliest round. */
export const TurningPoints = z.array(TurningPoint);
export type TurningPoints = z.infer<typeof TurningPoints>;
