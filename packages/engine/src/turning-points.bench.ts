import { bench, describe } from 'vitest';
import { SHIPPED_WORLD_EVENTS } from './shipped-world-events.js';
import { simulate, type JournaledGame } from './sim/index.js';
import { endRound, startRound } from './round.js';
import type { ReplayStep } from './journal.js';
import { makeGame } from './testing.js';
import { findTurningPoints } from './turning-points.js';
import type { GameState, Order } from './types.js';

// The busiest of twenty simulated 9-country, 6-round games (the most sanctions and bombs, each a
// replay of its own), with promises and world events.
const games: JournaledGame[] = [];
simulate({
  games: 20,
  seed: 46,
  countries: 9,
  variables: { rounds: 6 },
  promises: true,
  worldEvents: SHIPPED_WORLD_EVENTS.map((e) => e.effects),
  onGame: (game) => games.push(game),
});
const acts = (game: JournaledGame) =>
  game.steps.reduce(
    (n, s) =>
      s.type === 'round'
        ? n +
          Object.values(s.orders)
            .flat()
            .filter((o) => o.type === 'attack' || o.type === 'sanction').length
        : n,
    0,
  );
const busiest = games.reduce((a, b) => (acts(b) > acts(a) ? b : a));

/**
 * The worst case: nine countries sanction each other all at once in rounds 1, 3 and 5 and lift it
 * all in between, 216 sanctions, each replayed without it from its round on.
 */
function sanctionStorm(): { initial: GameState; steps: ReplayStep[] } {
  const initial = makeGame(
    Array.from({ length: 9 }, (_, i) => [40 + i, 50, 60 - i, 45]),
    { variables: { rounds: 6, start_budget: 100000 } },
  );
  const ids = initial.countries.map((c) => c.id);
  let state = initial;
  const steps: ReplayStep[] = [];
  for (let round = 1; round <= 6; round++) {
    const started = startRound(state, round, 0);
    if (!started.ok) throw new Error(started.code);
    state = started.state;
    steps.push({ type: 'action', seq: steps.length + 1, kind: 'start_round', args: { now: 0 } });
    const type = round % 2 === 1 ? 'sanction' : 'lift_sanction';
    const orders: Record<number, Order[]> = Object.fromEntries(
      ids.map((id) => [id, ids.filter((o) => o !== id).map((country) => ({ type, country }))]),
    );
    steps.push({ type: 'round', seq: steps.length + 1, round, stateBefore: state, orders });
    const ended = endRound(state, round, orders);
    if (!ended.ok) throw new Error(ended.code);
    state = ended.state;
  }
  return { initial, steps };
}
const storm = sanctionStorm();

describe('turning points', () => {
  bench(
    '9 countries, 6 rounds, 216 sanctions',
    () => {
      findTurningPoints(storm.initial, storm.steps);
    },
    { time: 2000, warmupIterations: 1 },
  );

  bench(
    `9 countries, 6 rounds (${acts(busiest)} bombs and sanctions ordered)`,
    () => {
      findTurningPoints(busiest.initial, busiest.steps);
    },
    { time: 2000, warmupIterations: 3 },
  );
});
