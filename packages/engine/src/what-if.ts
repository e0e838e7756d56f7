// "What if": a finished game replayed from its start with some kinds of orders left out, to show
// the room what the world would have been without its bombs, sanctions or transfers. The same
// seed, world events, credits and talks are replayed; only the named orders are dropped, and the
// rest are re-checked by the resolution against the what-if world (an order it can no longer
// afford is skipped, as an action the engine refuses is).
import { foldJournal, type ReplayStep } from './journal.js';
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

/** Each country's orders without the left-out types. */
function kept(
  orders: Readonly<Record<number, readonly Order[]>>,
  dropped: ReadonlySet<OrderType>,
): Record<number, Order[]> {
  const out: Record<number, Order[]> = {};
  for (const [country, list] of Object.entries(orders))
    out[Number(country)] = Array.isArray(list) ? list.filter((o) => !dropped.has(o.type)) : [];
  return out;
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
  const state = foldJournal(initial, steps, {
    orders: (step) => kept(step.orders, dropped),
    // A what-if whose ecology collapsed earlier has no more rounds to resolve.
    resolves: (_step, before) => !before.over,
    round: (step, _before, after) => rounds.push(afterRound(after, step.round)),
  });
  const winner = state.over ? nominations(state).winner.map((w) => w.country) : [];
  return { without: [...without], rounds, winner, state };
}
