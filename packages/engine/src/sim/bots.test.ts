import { describe, expect, it } from 'vitest';
import { logView } from '../log-view.js';
import { resolveRound } from '../resolve/resolve.js';
import { makeGame, started } from '../testing.js';
import type { GameState, LogEntry, Order } from '../types.js';
import type { Variables } from '../variables.js';
import { playerView } from '../views.js';
import { BOTS, type Bot } from './bots.js';

const never = () => 0;

/**
 * Plays rounds with scripted orders for countries 2 and 3, and `bot` as country 1 (cities 11-14
 * at 40, 50, 60 and 70), reading only its view and its log. Returns the bot's orders and
 * budget per round.
 */
function play(
  bot: Bot,
  script: Record<number, Order[]>[],
  variables: Partial<Variables> = {},
): { orders: Order[][]; budgets: number[]; state: GameState } {
  let state = makeGame(
    [
      [40, 50, 60, 70],
      [50, 50, 50, 50],
      [50, 50, 50, 50],
    ],
    { variables: { start_budget: 5000, ...variables } },
  );
  const read: LogEntry[] = [];
  const orders: Order[][] = [];
  const budgets: number[] = [];
  for (const others of script) {
    state = started(state);
    budgets.push(state.countries[0]?.budget ?? 0);
    const mine = bot(playerView(state, 1), never, read);
    orders.push(mine);
    const result = resolveRound(state, { ...others, 1: mine });
    read.push(...logView(result.log, { country: 1 }));
    state = result.state;
  }
  return { orders, budgets, state };
}

const armed: Record<number, Order[]>[] = [
  { 2: [{ type: 'technology' }] },
  { 2: [{ type: 'build_bombs', count: 2 }] },
  { 2: [{ type: 'attack', city: 31 }] },
  {},
  {},
  {},
];

const of = (orders: Order[] | undefined, type: Order['type']) =>
  (orders ?? []).filter((o) => o.type === type);

describe('guardian', () => {
  it('only builds while nothing shows a rival is armed', () => {
    const { orders } = play(BOTS.guardian!, [{}, {}, {}], { technology_ecology: 0 });
    expect(orders.flat().every((o) => o.type === 'develop')).toBe(true);
  });

  it("reads a rival's public nuclear programme and shields its best half", () => {
    const { orders } = play(BOTS.guardian!, armed.slice(0, 2), {
      technology_ecology: 0,
      bomb_build_ecology: 0,
    });
    expect(of(orders[0], 'shield')).toEqual([]);
    // Cities 13 (60) and 14 (70) are its best; it still develops with the rest.
    expect(of(orders[1], 'shield')).toEqual([
      { type: 'shield', city: 14 },
      { type: 'shield', city: 13 },
    ]);
    expect(of(orders[1], 'develop').length).toBeGreaterThan(0);
  });

  it('is not fooled by its own ecology and the drift', () => {
    const { orders } = play(BOTS.guardian!, [{}, {}, {}], { ecology_drift: -5 });
    expect(of(orders.flat(), 'shield')).toEqual([]);
  });

  it('shields again the cities that lost their shield to a bomb', () => {
    const script: Record<number, Order[]>[] = [
      { 2: [{ type: 'technology' }] },
      { 2: [{ type: 'build_bombs', count: 2 }] },
      { 2: [{ type: 'attack', city: 31 }] },
      { 2: [{ type: 'attack', city: 14 }] },
      {},
    ];
    // Slow development keeps city 14 the best and 13 the second best.
    const { orders, state } = play(BOTS.guardian!, script, {
      technology_ecology: 0,
      bomb_build_ecology: 0,
      develop_boost: 5,
    });
    // Shielded once the programme is public (round 2); the bomb of round 4 takes 14's shield.
    expect(of(orders[1], 'shield')).toEqual([
      { type: 'shield', city: 14 },
      { type: 'shield', city: 13 },
    ]);
    expect(of(orders[2], 'shield')).toEqual([]);
    expect(of(orders[3], 'shield')).toEqual([]);
    expect(of(orders[4], 'shield')).toEqual([{ type: 'shield', city: 14 }]);
    expect(state.cities.find((c) => c.id === 14)).toMatchObject({ destroyed: false, shield: true });
  });
});

describe('diplomat', () => {
  it('sanctions the armed country once a bomb falls, keeps it for two quiet rounds, then lifts it', () => {
    const { orders, state } = play(BOTS.diplomat!, armed);
    const sanctions = orders.map((o) => [...of(o, 'sanction'), ...of(o, 'lift_sanction')]);
    expect(sanctions).toEqual([
      [],
      [],
      [],
      [{ type: 'sanction', country: 2 }],
      [],
      [{ type: 'lift_sanction', country: 2 }],
    ]);
    expect(state.countries[0]?.sanctionsTo).toEqual([]);
  });

  it('sends a small transfer to each country sanctioning the same aggressor', () => {
    const script = armed.slice(0, 4);
    script[3] = { 3: [{ type: 'sanction', country: 2 }] };
    script.push({});
    const { orders, budgets } = play(BOTS.diplomat!, script);
    expect(of(orders[3], 'transfer')).toEqual([]);
    // A tenth of its budget at the start of the round: small next to what it develops with.
    expect(of(orders[4], 'transfer')).toEqual([
      { type: 'transfer', country: 3, amount: Math.floor((budgets[4] ?? 0) / 10) },
    ]);
  });

  it('never sanctions or pays while no bomb falls', () => {
    const { orders } = play(BOTS.diplomat!, [{ 2: [{ type: 'sanction', country: 3 }] }, {}, {}]);
    expect(orders.flat().every((o) => o.type === 'develop')).toBe(true);
  });
});
