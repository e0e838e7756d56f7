import { CLOCK_ACTIONS, CLOCK_LIMITS, CLOCK_PHASES } from '@orbis/engine';
import { z } from 'zod';

// The round clock (API.md "The round clock"): a talks phase and an orders phase per round, with
// one countdown for the whole room. Durations are seconds.

/** The bounds of the clock's settings and of one extension, in seconds: the engine's. */
export { CLOCK_LIMITS };

/** `game.clock` in `host/games/add`: the phase durations and whether time up locks orders. */
export const ClockSettings = z.object({
  talks: z.number().int().min(CLOCK_LIMITS.talks.min).max(CLOCK_LIMITS.talks.max),
  orders: z.number().int().min(CLOCK_LIMITS.orders.min).max(CLOCK_LIMITS.orders.max),
  lock: z.boolean(),
});
export type ClockSettings = z.infer<typeof ClockSettings>;

/** The phase every screen shows (the engine's CLOCK_PHASES); `closed` once the orders time is over. */
export const ClockPhase = z.enum(CLOCK_PHASES);
export type ClockPhase = z.infer<typeof ClockPhase>;

/**
 * The clock as every screen reads it (`control`, a team's `state`, `stats`), made when the answer
 * is: `left` is the whole seconds left at `serverNow`, and a screen counts down from `endsAt`
 * shifted by the offset between its own clock and `serverNow`.
 */
export const Clock = z.object({
  talks: z.number().int(),
  orders: z.number().int(),
  lock: z.boolean(),
  phase: ClockPhase,
  paused: z.boolean(),
  /** When the current phase ends (ISO time); null when waiting, closed or paused. */
  endsAt: z.string().nullable(),
  left: z.number().int(),
  /** The server's time when the answer was made (ISO time). */
  serverNow: z.string(),
});
export type Clock = z.infer<typeof Clock>;

/** What the host may do to the running round's clock (the engine's CLOCK_ACTIONS). */
export const ClockActionName = z.enum(CLOCK_ACTIONS);
export type ClockActionName = z.infer<typeof ClockActionName>;
