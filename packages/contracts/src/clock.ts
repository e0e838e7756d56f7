import { z } from 'zod';

// The round clock (API.md "The round clock"): a talks phase and an orders phase per round, with
// one countdown for the whole room. Durations are seconds.

/** The bounds of the clock's settings and of one extension, in seconds. */
export const CLOCK_LIMITS = {
  talks: { min: 0, max: 7200 },
  orders: { min: 5, max: 7200 },
  extend: { min: 1, max: 3600 },
} as const;

/** `game.clock` in `host/games/add`: the phase durations and whether time up locks orders. */
export const ClockSettings = z.object({
  talks: z.number().int().min(CLOCK_LIMITS.talks.min).max(CLOCK_LIMITS.talks.max),
  orders: z.number().int().min(CLOCK_LIMITS.orders.min).max(CLOCK_LIMITS.orders.max),
  lock: z.boolean(),
});
export type ClockSettings = z.infer<typeof ClockSettings>;

/** The phase every screen shows; `closed` once the orders time is over. */
export const ClockPhase = z.enum(['waiting', 'talks', 'orders', 'closed']);
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

/** What the host may do to the running round's clock. */
export const ClockActionName = z.enum(['pause', 'resume', 'next', 'extend']);
export type ClockActionName = z.infer<typeof ClockActionName>;
