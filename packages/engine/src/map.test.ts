import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOG_VISIBILITY, logView } from './log-view.js';
import { MAP_MARK_SOURCES, mapRounds, ringPositions, type MapMark } from './map.js';
import { LOG_ENTRY_TYPES } from './messages.js';
import { negotiation } from './negotiation.js';
import { entry } from './plan.js';
import { resolveRound } from './resolve/resolve.js';
import { makeGame, started } from './testing.js';
import type { GameState, LogEntry, Order } from './types.js';
import { applyWorldEvent } from './world-event-effects.js';

/** Every country id a mark names. */
function named(mark: MapMark): number[] {
  switch (mark.type) {
    case 'city_destroyed':
    case 'shield_stopped_bomb':
    case 'technology':
      return [mark.country];
    case 'sanction':
    case 'lift_sanction':
      return [mark.from, mark.to];
    case 'negotiation_finished':
    case 'world_event':
      return mark.countries;
  }
}

/** Applies an action result, or throws: a refusal is a broken fixture. */
function ok(r: { ok: true; state: GameState; log: LogEntry[] } | { ok: false; code: string }) {
  if (!r.ok) throw new Error(r.code);
  return r;
}

describe('ringPositions', () => {
  it('puts the countries evenly on a ring in their order, the first at the top', () => {
    const at = ringPositions([7, 3, 9, 1]);
    expect(at['7']).toEqual({ x: 0.5, y: 0.12 });
    expect(at['3']).toEqual({ x: 0.88, y: 0.5 });
    expect(at['9']).toEqual({ x: 0.5, y: 0.88 });
    expect(at['1']).toEqual({ x: 0.12, y: 0.5 });
  });

  it('keeps every place inside the map, equally far from its neighbours', () => {
    for (let n = 1; n <= 9; n++) {
      const places = Object.values(ringPositions(Array.from({ length: n }, (_, i) => i + 1)));
      expect(places).toHaveLength(n);
      for (const p of places) {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.x).toBeLessThanOrEqual(1);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeLessThanOrEqual(1);
      }
      const gaps = places.map((p, i) => {
        const q = places[(i + 1) % n]!;
        return Math.hypot(p.x - q.x, p.y - q.y);
      });
      for (const g of gaps) expect(g).toBeCloseTo(gaps[0]!, 3);
    }
    expect(ringPositions([])).toEqual({});
  });
});

describe('mapRounds', () => {
  it('draws only public entries, each source being public', () => {
    for (const type of MAP_MARK_SOURCES) expect(LOG_VISIBILITY[type], type).toBe('public');
    // One entry of every log type: only the public kinds the map draws come out.
    const every = LOG_ENTRY_TYPES.map((m) => entry(1, m.code, 1, 5, 2));
    const state = { history: [{ round: 1 }], countries: [{ id: 1 }, { id: 2 }], round: 2 };
    const marks = mapRounds(every, state as unknown as GameState)['1'] ?? [];
    expect(marks.map((m) => m.type)).toEqual([
      'technology',
      'shield_stopped_bomb',
      'city_destroyed',
      'sanction',
      'lift_sanction',
      'negotiation_finished',
    ]);
  });

  it('names the bombed city and its owner, never the attacker, beside sanctions and talks', () => {
    let s = makeGame([[50, 60], [50, 60], [50]], { seed: 3, mods: ['negotiation'] });
    const log: LogEntry[] = [];
    const play = (orders: Record<number, Order[]>) => {
      const r = resolveRound(started(s), orders);
      log.push(...r.log);
      s = r.state;
    };
    play({ 1: [{ type: 'technology' }] });
    play({ 1: [{ type: 'build_bombs', count: 2 }], 3: [{ type: 'shield', city: 31 }] });
    s = started(s);
    for (const step of [
      (x: GameState) => negotiation.request(x, 2, 3),
      (x: GameState) => negotiation.accept(x, 1, 3),
      (x: GameState) => negotiation.start(x, 1),
      (x: GameState) => negotiation.finish(x, 1),
    ]) {
      const r = ok(step(s));
      s = r.state;
      log.push(...r.log);
    }
    const bombed = resolveRound(s, {
      1: [
        { type: 'attack', city: 21 },
        { type: 'attack', city: 31 },
      ],
      2: [{ type: 'sanction', country: 3 }],
    });
    log.push(...bombed.log);
    s = bombed.state;

    const rounds = mapRounds(log, s);
    expect(Object.keys(rounds)).toEqual(['1', '2', '3']);
    expect(rounds['1']).toEqual([{ type: 'technology', country: 1 }]);
    expect(rounds['2']).toEqual([]);
    expect(rounds['3']).toEqual([
      { type: 'negotiation_finished', countries: [2, 3] },
      { type: 'city_destroyed', country: 2, city: 21 },
      { type: 'shield_stopped_bomb', country: 3, city: 31 },
      { type: 'sanction', from: 2, to: 3 },
    ]);
    // Country 1 dropped both bombs: no mark of that round mentions it.
    expect(rounds['3']!.flatMap(named)).not.toContain(1);
  });

  it('puts a round’s world events first, the current round’s at once, naming whom they hit', () => {
    let s = started(makeGame([[50], [50], [50]], { seed: 5 }));
    const everyone = ok(
      applyWorldEvent(s, {
        title: 'Storm',
        text: '…',
        effects: [{ kind: 'ecology', value: -5, target: 'all' }],
        country: null,
      }),
    );
    s = everyone.state;
    const chosen = ok(
      applyWorldEvent(s, {
        title: 'Gift',
        text: '…',
        effects: [{ kind: 'budget', value: 100, target: 'chosen' }],
        country: 2,
      }),
    );
    s = chosen.state;
    const log = [...everyone.log, ...chosen.log];
    const marks = [
      { type: 'world_event', title: 'Storm', countries: [1, 2, 3] },
      { type: 'world_event', title: 'Gift', countries: [2] },
    ];
    // The round has not resolved yet: its events show already, as in the news.
    expect(mapRounds(log, s)).toEqual({ '1': marks });
    const ended = resolveRound(s, { 3: [{ type: 'technology' }] });
    expect(mapRounds([...log, ...ended.log], ended.state)).toEqual({
      '1': [...marks, { type: 'technology', country: 3 }],
    });
  });
});

// Random games: what the map draws depends on the public entries only, so nothing private (an
// attack above all) can reach it, and every bomb mark names the owner of the city it hit.
const CITY_IDS = [11, 12, 21, 22, 31, 32, 41];
const order: fc.Arbitrary<Order> = fc.oneof(
  fc.record({ type: fc.constant('attack' as const), city: fc.constantFrom(...CITY_IDS) }),
  fc.record({ type: fc.constant('attack' as const), city: fc.constantFrom(...CITY_IDS) }),
  fc.record({ type: fc.constant('build_bombs' as const), count: fc.integer({ min: 1, max: 3 }) }),
  fc.constant({ type: 'technology' as const }),
  fc.record({ type: fc.constant('shield' as const), city: fc.constantFrom(...CITY_IDS) }),
  fc.record({ type: fc.constant('sanction' as const), country: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    type: fc.constant('lift_sanction' as const),
    country: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    type: fc.constant('transfer' as const),
    country: fc.integer({ min: 1, max: 3 }),
    amount: fc.integer({ min: 1, max: 300 }),
  }),
);
const rounds = fc.array(
  fc.array(fc.array(order, { maxLength: 6 }), { minLength: 3, maxLength: 3 }),
  {
    minLength: 1,
    maxLength: 6,
  },
);

describe('mapRounds on random games', () => {
  it('never carries an attacker: private entries change no mark', () => {
    let bombs = 0;
    fc.assert(
      fc.property(rounds, fc.nat(), (played, seed) => {
        let s = makeGame(
          [
            [50, 60],
            [50, 60],
            [50, 60],
          ],
          {
            seed,
            variables: { start_budget: 5000 },
          },
        );
        const log: LogEntry[] = [];
        for (const orders of played) {
          if (s.over) break;
          const r = resolveRound(started(s), Object.fromEntries(orders.map((o, i) => [i + 1, o])));
          log.push(...r.log);
          s = r.state;
          const marks = mapRounds(log, s);
          // The same marks from the public entries alone, and with every attack blamed on
          // someone else: the attacker is not in them.
          expect(mapRounds(logView(log, 'projector'), s)).toEqual(marks);
          const blamed = log.map((e) =>
            e.type === 'attack' ? { ...e, country: ((e.country ?? 0) % 3) + 1 } : e,
          );
          expect(mapRounds(blamed, s)).toEqual(marks);
          const owner = new Map(s.cities.map((c) => [c.id, c.country]));
          for (const list of Object.values(marks))
            for (const m of list)
              if (m.type === 'city_destroyed' || m.type === 'shield_stopped_bomb') {
                expect(m.country).toBe(owner.get(m.city));
                bombs += 1;
              }
          // A country whose only act in the round was to bomb others is named by none of its
          // marks, unless it was hit, sanctioned or sanctioning itself.
          const round = s.history.at(-1)!.round;
          const roundLog = log.filter((e) => e.round === round);
          for (const a of new Set(
            roundLog.filter((e) => e.type === 'attack').map((e) => e.country),
          )) {
            const otherwise = logView(roundLog, 'projector').some(
              (e) => MAP_MARK_SOURCES.includes(e.type) && (e.country === a || e.target === a),
            );
            if (!otherwise) expect((marks[String(round)] ?? []).flatMap(named)).not.toContain(a);
          }
        }
      }),
      { numRuns: 120 },
    );
    expect(bombs).toBeGreaterThan(0); // the generated games do bomb cities
  });
});
