import { describe, expect, it } from 'vitest';
import { credit } from './credit.js';
import { LOG_VISIBILITY, logView } from './log-view.js';
import { LOG_ENTRY_TYPES } from './messages.js';
import { negotiation } from './negotiation.js';
import { entry } from './plan.js';
import { resolveRound } from './resolve/resolve.js';
import { makeGame, started } from './testing.js';
import type { GameState, LogEntry, LogType } from './types.js';

const ALL = LOG_ENTRY_TYPES.map((m) => m.code);
/** One entry of every type, by country 1 about country 2. */
const everyType = ALL.map((type) => entry(1, type, 1, 5, 2));
const typesOf = (log: LogEntry[]) => log.map((e) => e.type);

const PUBLIC: LogType[] = [
  'technology',
  'shield_destroyed',
  'city_destroyed',
  'ecology',
  'ecology_collapse',
  'sanction',
  'lift_sanction',
  'key_red',
  'key_green',
  'key_blue',
  'supertech_dome',
  'supertech_terraform',
  'supertech_boom',
  'ufo_left',
  'negotiation_finished',
  'world_ecology',
  'world_development',
  'promise_broken',
  'round_end',
  'game_over',
];
const PARTIES: LogType[] = [
  'transfer',
  'negotiation_requested',
  'negotiation_accepted',
  'negotiation_refused',
  'negotiation_started',
  'negotiation_done',
  'negotiation_closed',
  'promise_proposed',
  'promise_accepted',
  'promise_declined',
  'promise_withdrawn',
  'promise_kept',
];
/**
 * Types that reveal a country's budget, bombs, shields not yet hit or orders, or who dropped a
 * bomb (RULES.md "Public information": the room learns that only at the end).
 */
const SECRET: LogType[] = [
  'spend',
  'income',
  'credit',
  'world_budget',
  'world_income',
  'world_shields',
  'refund',
  'transfer',
  'ecology_investment',
  'order_skipped',
  'build_bombs',
  'develop',
  'shield',
  'attack',
  'attack_skipped',
  'ufo_contact',
];

describe('logView', () => {
  it('decides for every log type who may read it', () => {
    expect(Object.keys(LOG_VISIBILITY).sort()).toEqual([...ALL].sort());
    for (const type of SECRET) expect(LOG_VISIBILITY[type], type).not.toBe('public');
  });

  it('the host reads everything', () => {
    expect(logView(everyType, 'host')).toEqual(everyType);
    expect(logView(everyType, 'host')).not.toBe(everyType);
  });

  it('the projector reads only public effects', () => {
    expect(typesOf(logView(everyType, 'projector'))).toEqual(PUBLIC);
  });

  it('a country reads its own entries, the public ones, and its negotiations and transfers', () => {
    expect(logView(everyType, { country: 1 })).toEqual(everyType);
    expect(typesOf(logView(everyType, { country: 2 }))).toEqual(
      ALL.filter((t) => PUBLIC.includes(t) || PARTIES.includes(t)),
    );
    expect(typesOf(logView(everyType, { country: 3 }))).toEqual(PUBLIC);
  });

  it("keeps other countries' budgets, bombs and attacks from a real game's log", () => {
    let s: GameState = makeGame([[50, 60, 70, 80], [50, 60, 70, 80], [50]], {
      mods: ['ufo', 'negotiation'],
      seed: 11,
    });
    const log: LogEntry[] = [];
    const act = (r: { state: GameState; log: LogEntry[] }) => {
      s = r.state;
      log.push(...r.log);
    };
    const credited = credit(s, 1, 50);
    if (credited.ok) act(credited);
    act(
      resolveRound(started(s), {
        1: [{ type: 'technology' }, { type: 'transfer', country: 2, amount: 30 }],
        2: [{ type: 'ecology' }, { type: 'sanction', country: 1 }],
      }),
    );
    act(resolveRound(started(s), { 1: [{ type: 'build_bombs', count: 2 }] }));
    s = started(s);
    const ufo = s.cities.find((c) => c.ufo !== null && c.country === 2)!;
    const asked = negotiation.request(s, 2, 3);
    if (asked.ok) act(asked);
    act(
      resolveRound(s, {
        1: [{ type: 'attack', city: 31 }],
        2: [{ type: 'ufo_contact', city: ufo.id }],
      }),
    );
    expect(typesOf(log)).toEqual(
      expect.arrayContaining(['credit', 'spend', 'technology', 'build_bombs', `key_${ufo.ufo!}`]),
    );

    const third = logView(log, { country: 3 });
    for (const e of third) {
      if (e.country !== 3) expect(SECRET, e.type).not.toContain(e.type);
    }
    expect(typesOf(third)).toEqual(
      expect.arrayContaining([
        'technology',
        'city_destroyed',
        'sanction',
        'ecology',
        `key_${ufo.ufo!}`,
        'round_end',
      ]),
    );
    // The victim learns that its city fell, not who dropped the bomb.
    expect(typesOf(third)).not.toContain('attack');
    expect(typesOf(logView(log, { country: 1 }))).toContain('attack');
    expect(third.find((e) => e.type === 'negotiation_requested')).toMatchObject({
      country: 2,
      target: 3,
    });

    const second = logView(log, { country: 2 });
    expect(second.find((e) => e.type === 'transfer')).toMatchObject({ country: 1, value: 30 });
    expect(second.some((e) => e.type === 'credit' || e.type === 'build_bombs')).toBe(false);
    expect(second.some((e) => e.type === 'spend' && e.country !== 2)).toBe(false);
    expect(second.some((e) => e.type === 'income' && e.country !== 2)).toBe(false);

    const projector = logView(log, 'projector');
    for (const e of projector) expect(PUBLIC, e.type).toContain(e.type);
    expect(projector.length).toBeGreaterThan(0);
    expect(logView(log, 'host')).toEqual(log);
  });
});
