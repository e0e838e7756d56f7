// World events (API.md "World events"): what an event may do, as plain lists, so that the
// contracts, the server's catalogue checks and the engine's effects read one source.

/**
 * The kinds of effect: the world's ecology moves, every surviving city of each target gains or
 * loses development, each target's budget moves, each target's next income moves by a
 * percentage, or each target loses its shields.
 */
export const WORLD_EVENT_KINDS = ['ecology', 'development', 'budget', 'income', 'shields'] as const;
export type WorldEventKind = (typeof WORLD_EVENT_KINDS)[number];

/**
 * Whom an effect hits: every country, one country drawn by the game's seeded generator (one draw
 * per event: every `random` effect of an event hits the same country), or the country the host
 * names. `ecology` is the world's, whatever its target says.
 */
export const WORLD_EVENT_TARGETS = ['all', 'random', 'chosen'] as const;
export type WorldEventTarget = (typeof WORLD_EVENT_TARGETS)[number];

/** The whole-number range of each kind's value (`shields` takes none: 0). */
export const WORLD_EVENT_RANGES: Readonly<Record<WorldEventKind, { min: number; max: number }>> = {
  ecology: { min: -50, max: 50 },
  development: { min: -50, max: 50 },
  budget: { min: -5000, max: 5000 },
  income: { min: -100, max: 100 },
  shields: { min: 0, max: 0 },
};

/** An event has 1 to this many effects. */
export const MAX_WORLD_EVENT_EFFECTS = 5;

/** One effect of an event. */
export interface WorldEventEffect {
  kind: WorldEventKind;
  value: number;
  target: WorldEventTarget;
}

/** True when some effect of `effects` needs the host to name a country. */
export function needsChosenCountry(effects: readonly WorldEventEffect[]): boolean {
  return effects.some((effect) => effect.target === 'chosen');
}
