import { describe, expect, it } from 'vitest';
import { runAction, type Action } from './actions.js';
import { foldJournal, type ReplayStep } from './journal.js';
import { TURNING_POINT_KINDS } from './kinds.js';
import { SYSTEM_MESSAGES } from './messages.js';
import { replayGame } from './replay.js';
import { endRound } from './round.js';
import { SHIPPED_WORLD_EVENTS } from './shipped-world-events.js';
import { simulate, type JournaledGame } from './sim/index.js';
import { makeGame } from './testing.js';
import { lineNames, logLine, type LineTexts } from './log-lines.js';
import { findTurningPoints, turningPoints, type FoundTurningPoint } from './turning-points.js';
import type { GameState, LogEntry, Order } from './types.js';
import type { Variables } from './variables.js';

/** The engine's English originals, filled in: the texts a game in English is written with. */
const ORIGINALS = new Map(SYSTEM_MESSAGES.map((m) => [m.messageId, m.original]));
const texts: LineTexts = {
  t: (id, params = {}) =>
    (ORIGINALS.get(id) ?? id).replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? ''),
  numbers: { number: (n) => String(n) },
};

/** What happens in one round: the actions before its end (talks, events), then its orders. */
interface RoundScript {
  actions?: Action[];
  orders?: Record<number, Order[]>;
}

/**
 * Plays a game live and journals it as the server does: each round starts, its actions run, and
 * it ends with its orders. Countries 1, 2, 3 have cities 11-12, 21-22, 31-32.
 */
function play(
  script: readonly RoundScript[],
  variables: Partial<Variables> = {},
  developments: number[][] = [
    [50, 40],
    [60, 50],
    [40, 40],
  ],
): { initial: GameState; steps: ReplayStep[]; state: GameState } {
  const initial = makeGame(developments, {
    seed: 7,
    variables: { rounds: script.length, ...variables },
  });
  let state = initial;
  const steps: ReplayStep[] = [];
  const act = (action: Action) => {
    const result = runAction(state, action);
    if (!result.ok) throw new Error(`${action.kind} refused: ${result.code}`);
    state = result.state;
    steps.push({ type: 'action', seq: steps.length + 1, kind: action.kind, args: action.args });
  };
  for (const round of script) {
    act({ kind: 'start_round', args: { now: 0 } });
    for (const action of round.actions ?? []) act(action);
    const orders = round.orders ?? {};
    steps.push({
      type: 'round',
      seq: steps.length + 1,
      round: state.round,
      stateBefore: state,
      orders,
    });
    const ended = endRound(state, state.round, orders);
    if (!ended.ok) throw new Error(`round ${state.round} refused: ${ended.code}`);
    state = ended.state;
  }
  return { initial, steps, state };
}

const points = (game: { initial: GameState; steps: ReplayStep[] }) =>
  findTurningPoints(game.initial, game.steps).points;
const ofKind = (list: readonly FoundTurningPoint[], kind: FoundTurningPoint['kind']) =>
  list.filter((p) => p.kind === kind);

/**
 * Country 1 buys technology (round 1), builds a bomb (2) and drops it on city 21 of country 2
 * (3); country 2 sanctions country 3 in round 1. Ecology: 90, 88, 86, 84.
 */
const BOMB_GAME: RoundScript[] = [
  { orders: { 1: [{ type: 'technology' }], 2: [{ type: 'sanction', country: 3 }] } },
  { orders: { 1: [{ type: 'build_bombs', count: 1 }] } },
  { orders: { 1: [{ type: 'attack', city: 21 }] } },
];

describe('turning points: the first bomb', () => {
  it('is the first dropped in the game, the first resolved when several fall that round', () => {
    const game = play([
      { orders: { 1: [{ type: 'technology' }] } },
      { orders: { 1: [{ type: 'build_bombs', count: 3 }] } },
      {
        orders: {
          1: [
            { type: 'attack', city: 21 },
            { type: 'attack', city: 31 },
          ],
        },
      },
      { orders: { 1: [{ type: 'attack', city: 22 }] } },
    ]);
    const bombs = ofKind(points(game), 'first_bomb');
    expect(bombs).toHaveLength(1);
    const [first] = bombs;
    expect(first?.round).toBe(3);
    expect(first?.actors).toEqual([1, 2]);
    expect(first?.evidence.map((e) => [e.type, e.target])).toEqual([
      ['attack', 21],
      ['city_destroyed', 21],
    ]);
  });

  it('counts a bomb a shield stopped', () => {
    const game = play([
      { orders: { 1: [{ type: 'technology' }], 2: [{ type: 'shield', city: 21 }] } },
      { orders: { 1: [{ type: 'build_bombs', count: 1 }] } },
      { orders: { 1: [{ type: 'attack', city: 21 }] } },
    ]);
    const [first] = ofKind(points(game), 'first_bomb');
    expect(first?.evidence.map((e) => e.type)).toEqual(['attack', 'shield_destroyed']);
  });

  it('is absent from a game without bombs', () => {
    const game = play([{ orders: { 1: [{ type: 'develop', city: 11 }] } }]);
    expect(ofKind(points(game), 'first_bomb')).toEqual([]);
  });
});

describe('turning points: the effect of an act', () => {
  it("is the hardest-hit country's final standard minus the one without that act", () => {
    const game = play(BOMB_GAME);
    const [bomb] = ofKind(points(game), 'first_bomb');
    // With the bomb: city 21 is gone, ecology 84: (0 + 50) x 0.84 / 2 = 21.0. Without it
    // ecology ends at 86: (60 + 50) x 0.86 / 2 = 47.3. Country 1 loses 0.9, country 3 0.8.
    expect(bomb?.effect).toEqual({ country: 2, averageStandard: -26.3 });
  });

  it('of an act that changed no standard is 0, told for the country it fell on', () => {
    const game = play(BOMB_GAME);
    const [sanction] = ofKind(points(game), 'sanction');
    expect(sanction?.actors).toEqual([2, 3]);
    expect(sanction?.effect).toEqual({ country: 3, averageStandard: 0 });
  });

  it("of a promise broken by a bomb is the bomb's; of one broken by what was not done, null", () => {
    const script: RoundScript[] = BOMB_GAME.map((r) => ({ ...r }));
    script[1] = {
      ...script[1],
      actions: [
        {
          kind: 'promise_propose',
          args: { from: 3, to: 1, kind: 'transfer', value: 100, until: 2 },
        },
        { kind: 'promise_accept', args: { id: 1, country: 1 } },
      ],
    };
    script[2] = {
      ...script[2],
      actions: [
        {
          kind: 'promise_propose',
          args: { from: 1, to: 2, kind: 'no_attack', value: null, until: 3 },
        },
        { kind: 'promise_accept', args: { id: 2, country: 2 } },
      ],
    };
    const game = play(script);
    const broken = ofKind(points(game), 'promise_broken');
    const byBomb = broken.find((p) => p.round === 3);
    expect(byBomb?.actors).toEqual([1, 2]);
    expect(byBomb?.effect).toEqual({ country: 2, averageStandard: -26.3 });
    expect(byBomb?.evidence.map((e) => e.type)).toEqual([
      'attack',
      'city_destroyed',
      'promise_broken',
    ]);
    const unpaid = broken.find((p) => p.round === 2);
    expect(unpaid?.actors).toEqual([3, 1]);
    expect(unpaid?.effect).toBeNull();
    expect(unpaid?.evidence.map((e) => e.type)).toEqual(['promise_broken']);
  });

  it("of a sanction that breaks a no_sanction promise is the sanction's", () => {
    const game = play([
      {
        actions: [
          {
            kind: 'promise_propose',
            args: { from: 2, to: 3, kind: 'no_sanction', value: null, until: 1 },
          },
          { kind: 'promise_accept', args: { id: 1, country: 3 } },
        ],
        orders: { 2: [{ type: 'sanction', country: 3 }] },
      },
    ]);
    const list = points(game);
    const [broken] = ofKind(list, 'promise_broken');
    const [sanction] = ofKind(list, 'sanction');
    expect(broken?.effect).toEqual(sanction?.effect);
    expect(broken?.evidence.map((e) => e.type)).toEqual(['sanction', 'promise_broken']);
  });
});

describe('turning points: ecology thresholds', () => {
  it('counts a round ending below 75, 50 or 25 the first time; ending at exactly 50 is not below', () => {
    // Ecology 54: technology 52, a bomb built 50, a bomb dropped 48, a bomb dropped 46.
    const game = play(
      [
        { orders: { 1: [{ type: 'technology' }] } },
        { orders: { 1: [{ type: 'build_bombs', count: 2 }] } },
        { orders: { 1: [{ type: 'attack', city: 21 }] } },
        { orders: { 1: [{ type: 'attack', city: 22 }] } },
      ],
      { start_ecology: 54, bomb_build_ecology: 1 },
    );
    const [third] = game.steps.filter((s) => s.type === 'round' && s.round === 3);
    // Round 2 ended at exactly 50.
    expect(third?.type === 'round' && third.stateBefore.ecology).toBe(50);
    const crossed = ofKind(points(game), 'ecology_threshold');
    expect(crossed.map((p) => [p.round, p.subject.threshold, p.subject.ecology])).toEqual([
      [1, 75, 52],
      [3, 50, 48],
    ]);
    expect(crossed.every((p) => p.effect === null && p.actors.length === 0)).toBe(true);
    expect(crossed[1]?.evidence.map((e) => [e.type, e.value])).toEqual([['ecology', 48]]);
  });

  it('tells one threshold once, however long the ecology stays below it', () => {
    const game = play([{}, {}, {}], { start_ecology: 80, ecology_drift: -3 });
    const crossed = ofKind(points(game), 'ecology_threshold');
    expect(crossed.map((p) => [p.round, p.subject.threshold])).toEqual([[2, 75]]);
  });
});

describe('turning points: world events and leaders', () => {
  it('tells each world event applied, resting on its public lines only', () => {
    const game = play([
      {},
      {
        actions: [
          {
            kind: 'world_event',
            args: {
              event: {
                title: 'Flood',
                text: 'The rivers rose.',
                effects: [
                  { kind: 'ecology', target: 'all', value: -5 },
                  { kind: 'budget', target: 'chosen', value: -100 },
                ],
                country: 2,
              },
            },
          },
        ],
      },
    ]);
    const [event] = ofKind(points(game), 'world_event');
    expect(event?.round).toBe(2);
    expect(event?.actors).toEqual([2]);
    expect(event?.subject.title).toBe('Flood');
    // The budget it took is country 2's business: only the ecology's line is evidence.
    expect(event?.evidence.map((e) => e.type)).toEqual(['world_ecology']);
  });

  it('tells each of several scheduled events of one round start with its own lines', () => {
    const initial = makeGame(
      [
        [50, 40],
        [60, 50],
      ],
      { variables: { rounds: 2 } },
    );
    const scheduled = {
      ...initial,
      scheduledEvents: [
        {
          round: 2,
          title: 'A',
          text: '',
          effects: [{ kind: 'ecology' as const, target: 'all' as const, value: -3 }],
          country: null,
        },
        {
          round: 2,
          title: 'B',
          text: '',
          effects: [{ kind: 'development' as const, target: 'all' as const, value: 5 }],
          country: null,
        },
      ],
    };
    const steps: ReplayStep[] = [];
    let state: GameState = scheduled;
    for (let round = 1; round <= 2; round++) {
      const started = runAction(state, { kind: 'start_round', args: {} });
      if (!started.ok) throw new Error(started.code);
      steps.push({ type: 'action', seq: steps.length + 1, kind: 'start_round', args: {} });
      state = started.state;
      steps.push({ type: 'round', seq: steps.length + 1, round, stateBefore: state, orders: {} });
      const ended = endRound(state, round, {});
      if (!ended.ok) throw new Error(ended.code);
      state = ended.state;
    }
    const events = ofKind(findTurningPoints(scheduled, steps).points, 'world_event');
    expect(events.map((e) => [e.subject.title, e.evidence.map((x) => x.type)])).toEqual([
      ['A', ['world_ecology']],
      ['B', ['world_development', 'world_development']],
    ]);
  });

  it('tells a new leader after a round, not the first standings', () => {
    const game = play(BOMB_GAME);
    const leads = ofKind(points(game), 'lead_change');
    // Country 2 led (55 x 0.86) until its city 21 fell in round 3; country 1 leads with 37.8.
    expect(leads.map((p) => [p.round, p.actors])).toEqual([[3, [1, 2]]]);
    expect(leads[0]?.evidence.map((e) => e.type)).toEqual(['attack', 'city_destroyed']);
    expect(leads[0]?.effect).toBeNull();
  });
});

describe('turning points: the list', () => {
  const script: RoundScript[] = [
    ...BOMB_GAME.slice(0, 2),
    {
      actions: [
        {
          kind: 'promise_propose',
          args: { from: 1, to: 2, kind: 'no_attack', value: null, until: 3 },
        },
        { kind: 'promise_accept', args: { id: 1, country: 2 } },
      ],
      orders: BOMB_GAME[2]?.orders ?? {},
    },
  ];

  it('ranks by the size of the effect, then by round; points without one come after', () => {
    const list = points(play(script, { start_ecology: 77 }));
    expect(list.map((p) => [p.kind, p.round, p.effect?.averageStandard ?? null])).toEqual([
      // Same effect, same round: the kinds' order.
      ['first_bomb', 3, expect.any(Number)],
      ['promise_broken', 3, expect.any(Number)],
      ['sanction', 1, 0],
      ['ecology_threshold', 2, null],
      ['lead_change', 3, null],
    ]);
    expect(Math.abs(list[0]?.effect?.averageStandard ?? 0)).toBeGreaterThan(10);
  });

  it('is the same for the same game, told in its language with the lines of its log', () => {
    const game = play(script);
    const once = turningPoints(game.initial, game.steps, texts);
    expect(turningPoints(game.initial, game.steps, texts)).toEqual(once);
    expect(once[0]?.text).toBe("Country 1 dropped the game's first bomb, on City 2.1 (Country 2)");
    expect(once[0]?.evidence).toEqual([
      'Country 1 dropped a bomb on City 2.1',
      'City 2.1 of Country 2 was destroyed',
    ]);
    expect(once[1]?.text).toBe(
      'Country 1 broke its promise to Country 2: drop no bomb on its cities until round 3',
    );
    expect(once.find((p) => p.kind === 'lead_change')?.text).toBe(
      'Country 1 took the lead from Country 2',
    );
  });
});

/** Every entry the journal logs, as the fold logs it. */
function journalLog(initial: GameState, steps: readonly ReplayStep[]): LogEntry[] {
  const log: LogEntry[] = [];
  const keep = (
    _step: unknown,
    _before: GameState,
    _after: GameState,
    entries: readonly LogEntry[],
  ) => {
    for (const e of entries) log.push(e);
  };
  foldJournal(initial, steps, { round: keep, action: keep });
  return log;
}

describe('turning points of simulated games', () => {
  it("are found without error, each resting on lines of its game's log", () => {
    const games: JournaledGame[] = [];
    simulate({
      games: 40,
      seed: 46,
      promises: true,
      worldEvents: SHIPPED_WORLD_EVENTS.map((e) => e.effects),
      onGame: (game) => games.push(game),
    });
    const seen = new Set<string>();
    for (const game of games) {
      expect(replayGame(game.initial, game.steps).problems).toEqual([]);
      const { state, points: list } = findTurningPoints(game.initial, game.steps);
      const log = journalLog(game.initial, game.steps);
      const names = lineNames(state, texts);
      const lines = new Set(log.map((e) => logLine(e, names, texts)));
      expect(ofKind(list, 'first_bomb').length).toBeLessThanOrEqual(1);
      for (const p of list) {
        seen.add(p.kind);
        expect(TURNING_POINT_KINDS).toContain(p.kind);
        for (const e of p.evidence) expect(log).toContainEqual(e);
      }
      for (const p of turningPoints(game.initial, game.steps, texts))
        for (const line of p.evidence) expect(lines.has(line)).toBe(true);
      const sizes = list.map((p) => (p.effect ? Math.abs(p.effect.averageStandard) : -1));
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    }
    expect([...seen].sort()).toEqual([...TURNING_POINT_KINDS].sort());
  });
});
