// Games played through `decide`, by the simulator's bots, with talks, promises, credits, world
// events and undos on the way: their journal replays to the state they reached.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryGame } from './journal-kit.js';
import { createRandom } from './random.js';
import { replayGame } from './replay.js';
import { BOTS } from './sim/bots.js';
import { makeGame } from './testing.js';
import { undoableRound } from './undo.js';
import { playerView } from './views.js';

const T0 = 1_700_000_000_000;
const BOT_NAMES = Object.keys(BOTS);

/** Plays a whole game from `seed`; every choice the bots and the host make is drawn from it. */
function play(seed: number, clock: boolean): { game: MemoryGame; undos: number; undone: number } {
  const rnd = createRandom(seed);
  const pick = (n: number) => Math.floor(rnd() * n);
  const game = new MemoryGame(
    makeGame(
      [
        [50, 40, 30],
        [60, 30, 45],
        [40, 40, 55],
        [35, 65, 50],
      ],
      {
        mods: ['negotiation', 'ufo'],
        seed,
        variables: { rounds: 4 },
        ...(clock ? { clock: { talks: 60, orders: 120, lock: true } } : {}),
      },
    ),
  );
  const seats = game.state.countries.map(() => BOT_NAMES[pick(BOT_NAMES.length)] ?? 'builder');
  let now = T0;
  const tick = () => (now += 1000 + pick(5000));
  // A refused command changes nothing: the bots try what players would, allowed or not.
  const attempt = (run: () => unknown) => {
    try {
      run();
    } catch {
      // refused
    }
  };
  let undos = 0;
  let undone = 0;
  while (!game.state.over) {
    const { round } = game.state;
    game.run({ kind: 'start_round', args: { round } }, tick());
    const ids = game.state.countries.map((c) => c.id);
    const other = (me: number) => ids.filter((id) => id !== me)[pick(ids.length - 1)] ?? me;
    for (let i = pick(4); i > 0; i--) {
      const me = ids[pick(ids.length)] ?? 1;
      const to = other(me);
      const talks = ['request', 'accept', 'refuse', 'done'] as const;
      attempt(() =>
        game.run(
          pick(2)
            ? {
                kind: 'team_negotiation',
                args: { step: talks[pick(4)] ?? 'request', country: me, other: to },
              }
            : {
                kind: 'promise_propose',
                args: { from: me, to, kind: 'no_attack', value: null, until: round + 1 },
              },
          tick(),
        ),
      );
    }
    if (pick(3) === 0)
      attempt(() =>
        game.run(
          { kind: 'credit', args: { country: ids[pick(ids.length)] ?? 1, amount: 50 } },
          tick(),
        ),
      );
    game.state.countries.forEach((country, i) => {
      const bot = BOTS[seats[i] ?? ''] ?? BOTS.builder;
      if (!bot) return;
      const orders = bot(playerView(game.state, country.id), rnd, []);
      const set = { country: country.id, round, orders, submitKey: null, storedCost: null };
      // The host enters the set: the clock's lock does not shut it out.
      attempt(() => game.run({ kind: 'orders', args: { ...set, by: 'host' } }, tick()));
    });
    game.run({ kind: 'end_round', args: { round, orders: game.storedOrders() } }, tick());
    if (game.state.over) break;
    // Now and then a team talks after the end, and the host undoes the round and ends it again.
    if (pick(2) === 0) {
      const me = ids[pick(ids.length)] ?? 1;
      attempt(() =>
        game.run(
          {
            kind: 'promise_propose',
            args: { from: me, to: other(me), kind: 'no_attack', value: null, until: round + 2 },
          },
          tick(),
        ),
      );
    }
    if (undos < 2 && pick(3) === 0) {
      const last = game.lastRound();
      const since = game.sinceLastRound();
      expect(undoableRound(game.state, last, since)).toBe(round);
      game.run({ kind: 'undo_round', args: { round, last, since } }, tick());
      undos += 1;
      undone += since.length;
      game.run({ kind: 'end_round', args: { round, orders: game.storedOrders() } }, tick());
    }
  }
  return { game, undos, undone };
}

describe('games played through decide', () => {
  it('replay from their journal to the state they reached', () => {
    const seen = { undos: 0, undone: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.boolean(), (seed, clock) => {
        const { game, undos, undone } = play(seed, clock);
        seen.undos += undos;
        seen.undone += undone;
        const replay = replayGame(game.initial, game.steps);
        expect(replay.problems).toEqual([]);
        expect(replay.state).toEqual(game.state);
      }),
      { numRuns: 25 },
    );
    // The runs went through undos, some of them taking the teams' talks back.
    expect(seen.undos).toBeGreaterThan(0);
    expect(seen.undone).toBeGreaterThan(0);
  });
});
