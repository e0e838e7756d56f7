import { z } from 'zod';

// The round clock (API.md "The round clock"): a talks phase and an orders phase per round, with
// one countdown for the whole room. Durations are seconds.

/**
 * The bounds of the clock's settings and of one extension, in seconds. Both phases follow one
 * rule, the one the add form states in minutes: from 1 to 120 minutes. Talks may also be 0, a
 * round with no talks phase.
 */
export const CLOCK_LIMITS = {
  talks: { min: 60, max: 7200 },
  orders: { min: 60, max: 7200 },
  extend: { min: 1, max: 3600 },
} as const;

/** The phases' rule in the minutes the add form takes, for its hints and messages. */
export const CLOCK_PHASE_MINUTES = {
  min: CLOCK_LIMITS.orders.min / 60,
  max: CLOCK_LIMITS.orders.max / 60,
} as const;

/**
 * A phase's duration in seconds. Out of the rule, the message is the form's own (a label key
 * with the bounds in minutes), so the host reads the same words from the form and the server.
 */
function phaseSeconds(phase: 'talks' | 'orders') {
  const { min, max } = CLOCK_LIMITS[phase];
  const none = phase === 'talks';
  return z
    .number()
    .int()
    .refine((seconds) => (none && seconds === 0) || (seconds >= min && seconds <= max), {
      message: none ? 'games.clock_talks_rule' : 'games.clock_orders_rule',
      params: CLOCK_PHASE_MINUTES,
    });
}

/** `game.clock` in `host/games/add`: the phase durations and whether time up locks orders. */
export const ClockSettings = z.object({
  talks: phaseSeconds('talks'),
  orders: phaseSeconds('orders'),
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
