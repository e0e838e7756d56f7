import { resolveRound } from '../resolve/resolve.js';
import { makeGame, started } from '../testing.js';
import type { GameState, Order } from '../types.js';

/**
 * The heaviest round the rules allow: 9 countries of 4 cities, each armed with 3 bombs, sending
 * every kind of order (developments, a shield, bombs built and dropped, ecology, sanctions,
 * transfers). Used by the benchmark.
 */
export function fullOrderSets(): { state: GameState; orders: Record<number, Order[]> } {
  const ids = Array.from({ length: 9 }, (_, i) => i + 1);
  let state = makeGame(
    ids.map(() => [40, 50, 60, 70]),
    {
      variables: {
        start_budget: 100000,
        start_ecology: 100,
        bomb_build_ecology: 1,
        bomb_drop_ecology: 1,
      },
    },
  );
  const all = (make: (id: number) => Order[]) =>
    Object.fromEntries(ids.map((id) => [id, make(id)]));
  state = resolveRound(
    started(state),
    all(() => [{ type: 'technology' }]),
  ).state;
  state = resolveRound(
    started(state),
    all((id) => [
      { type: 'build_bombs', count: 3 },
      { type: 'sanction', country: (id % 9) + 1 },
    ]),
  ).state;
  const orders = all((id): Order[] => {
    const next = (id % 9) + 1;
    const own = [1, 2, 3, 4].map((j) => id * 10 + j);
    return [
      ...own.map((city): Order => ({ type: 'develop', city })),
      { type: 'shield', city: own[0] ?? 0 },
      { type: 'build_bombs', count: 3 },
      ...[1, 2, 3].map((j): Order => ({ type: 'attack', city: next * 10 + j })),
      { type: 'ecology' },
      { type: 'lift_sanction', country: next },
      { type: 'sanction', country: ((id + 1) % 9) + 1 },
      { type: 'transfer', country: next, amount: 100 },
    ];
  });
  return { state: started(state), orders };
}
