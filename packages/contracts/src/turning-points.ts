import { TURNING_POINT_KINDS } from '@orbis/engine';
import { z } from 'zod';
import { IdNumber } from './common.js';

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

/**
 * `POST B/host/games/turning_points/step`: the game's host, a co-host or an admin steps the
 * projector's turning points to `step` (0..the list's length; 422 outside it); 409 until the game
 * is over and the final screen's reveal has reached its last step. Journaled as the reveal is.
 */
export const TurningPointsStepBody = z.object({ gameId: IdNumber, step: z.number().int().min(0) });
export type TurningPointsStepBody = z.infer<typeof TurningPointsStepBody>;

/** `turning_points/step`: the step now shown. */
export const TurningPointsStepResponse = z.object({ step: z.number().int() });
export type TurningPointsStepResponse = z.infer<typeof TurningPointsStepResponse>;

/**
 * `GET /api/game/turning_points?gameId=`: public once the reveal has reached its last step (409
 * before): how far the host has stepped (`step`: the first `step` points are shown) and the list.
 */
export const PublicTurningPoints = z.object({
  step: z.number().int(),
  points: TurningPoints,
});
export type PublicTurningPoints = z.infer<typeof PublicTurningPoints>;
