// "What if": a finished game replayed from its start with some kinds of orders left out, to show
// the room what the world would have been without its bombs, sanctions or transfers. The same
// seed, world events, credits and talks are replayed; only the named orders are dropped, and the
// rest are re-checked by the resolution against the what-if world (an order it can no longer
// afford is skipped, as an action the engine refuses is).
import { foldJournal, type ReplayStep, type RoundStep } from './journal.js';
import type { OrderType } from './kinds.js';
import { nominations } from './nominations.js';
import type { GameState, Order } from './types.js';

/** The kinds of orders a what-if may leave out, in the order the screens offer them. */
export const WHAT_IF_KINDS = ['attacks', 'sanctions', 'transfers'] as const;
export type WhatIfKind = (typeof WHAT_IF_KINDS)[number];

/**
 * The order types each kind leaves out. Without attacks a bomb built is still paid for:
 * `build_bombs` stays, only dropping it goes.
 */
export const WHAT_IF_ORDER_TYPES: Readonly<Record<WhatIfKind, readonly OrderType[]>> = {
  attacks: ['attack'],
  sanctions: ['sanction', 'lift_sanction'],
  transfers: ['transfer'],
};

/** Where one country stood after a round of the what-if. */
export interface WhatIfCountry {
  averageStandard: number;
  budget: number;
}

/** The what-if world right after one resolved round; `countries` keyed by country id. */
export interface WhatIfRound {
  round: number;
  ecology: number;
  countries: Record<string, WhatIfCountry>;
}

export interface WhatIf {
  without: WhatIfKind[];
  /** One per round the what-if resolved, in order (fewer than the game's if its ecology collapsed). */
  rounds: WhatIfRound[];
  /** Who would have won: the engine's winner nomination of the final what-if state. */
  winner: number[];
  /** The final what-if state. */
  state: GameState;
}

function afterRound(state: GameState, round: number): WhatIfRound {
  const countries: Record<string, WhatIfCountry> = {};
  for (const c of state.countries)
    countries[String(c.id)] = { averageStandard: c.averageStandard, budget: c.budget };
  return { round, ecology: state.ecology, countries };
}

/** Whether an order of `country` in round step `step` is left out of a replay. */
export type OrderFilter = (step: RoundStep, country: number, order: Order) => boolean;

/** Each country's orders of a round without the left-out ones. */
function kept(step: RoundStep, drop: OrderFilter): Record<number, Order[]> {
  const out: Record<number, Order[]> = {};
  for (const [country, list] of Object.entries(step.orders)) {
    const id = Number(country);
    out[id] = Array.isArray(list) ? list.filter((o: Order) => !drop(step, id, o)) : [];
  }
  return out;
}

/**
 * Replays journal steps from `start` (a game's initial state, or the state its journal had
 * reached right before `steps[0]`) leaving out the orders `drop` names: the what-if of a kind of
 * orders, or of one act (the turning points). A round after the replay's game is over is not
 * resolved; an action the engine refuses in the replayed world is skipped.
 */
export function replayWithout(
  start: GameState,
  steps: readonly ReplayStep[],
  drop: OrderFilter,
  round?: (step: RoundStep, after: GameState) => void,
): GameState {
  return foldJournal(start, steps, {
    orders: (step) => kept(step, drop),
    // A what-if whose ecology collapsed earlier has no more rounds to resolve.
    resolves: (_step, before) => !before.over,
    round: (step, _before, after) => round?.(step, after),
  });
}

/**
 * Replays a game's journal (`replayGame`'s steps) from its initial state, leaving out the orders
 * of the kinds in `without`. The stored states before each round are not compared: the what-if
 * diverges from them on purpose. An action the engine refuses in the what-if world is skipped.
 */
export function whatIf(
  initial: GameState,
  steps: readonly ReplayStep[],
  without: readonly WhatIfKind[],
): WhatIf {
  const dropped = new Set(without.flatMap((kind) => WHAT_IF_ORDER_TYPES[kind]));
  const rounds: WhatIfRound[] = [];
  const state = replayWithout(
    initial,
    steps,
    (_step, _country, order) => dropped.has(order.type),
    (step, after) => rounds.push(afterRound(after, step.round)),
  );
  const winner = state.over ? nominations(state).winner.map((w) => w.country) : [];
  return { without: [...without], rounds, winner, state };
}
