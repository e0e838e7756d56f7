import { describe, expect, it } from 'vitest';
import { credit } from './credit.js';
import { LOG_VISIBILITY } from './log-view.js';
import { LOG_ENTRY_TYPES, NEWS_MESSAGES } from './messages.js';
import { negotiation } from './negotiation.js';
import { NEWS_SOURCES, publicNews } from './news.js';
import { entry } from './plan.js';
import { resolveRound } from './resolve/resolve.js';
import { makeGame, started } from './testing.js';
import type { GameState, LogEntry } from './types.js';

/** Plays one round with `orders` and returns its log and the state after it. */
function round(state: GameState, orders: Parameters<typeof resolveRound>[1]) {
  return resolveRound(started(state), orders);
}

describe('publicNews', () => {
  it('makes headlines only of public entries, and of every public kind that is news', () => {
    for (const type of NEWS_SOURCES) expect(LOG_VISIBILITY[type], type).toBe('public');
    // One entry of every log type: only the public news kinds come out, each with a message.
    const every = LOG_ENTRY_TYPES.map((m) => entry(1, m.code, 1, 5, 2));
    const news = publicNews(every, 5);
    const messages = new Set(NEWS_MESSAGES.map((m) => m.code));
    for (const n of news) expect(messages.has(n.type), n.type).toBe(true);
    expect(news.map((n) => n.type)).toEqual([
      'technology',
      'shield_stopped_bomb',
      'city_destroyed',
      'ecology_held',
      'ecology_collapse',
      'sanction',
      'lift_sanction',
      'key_red',
      'key_green',
      'key_blue',
      'supertech_dome',
      'supertech_terraform',
      'supertech_boom',
      'negotiation_finished',
      'promise_broken',
    ]);
  });

  it('never tells the attacker, orders, budgets, transfers or credits', () => {
    let s = makeGame([[50, 60], [50, 60], [50]], { seed: 3 });
    s = round(s, { 1: [{ type: 'technology' }] }).state;
    s = round(s, {
      1: [{ type: 'build_bombs', count: 2 }],
      3: [{ type: 'shield', city: 31 }],
    }).state;
    const granted = credit(s, 2, 100);
    if (!granted.ok) throw new Error(granted.code);
    s = granted.state;
    const bombed = round(s, {
      1: [
        { type: 'attack', city: 21 },
        { type: 'attack', city: 31 },
      ],
      2: [
        { type: 'transfer', country: 3, amount: 40 },
        { type: 'sanction', country: 1 },
        { type: 'develop', city: 22 },
      ],
    });
    const news = publicNews([...granted.log, ...bombed.log], s.ecology);
    expect(news.map((n) => n.type)).toEqual([
      'city_destroyed',
      'shield_stopped_bomb',
      'ecology_fell',
      'sanction',
    ]);
    // The hits name the city and its owner, never country 1, which dropped the bombs.
    expect(news[0]).toMatchObject({ country: 2, target: 21 });
    expect(news[1]).toMatchObject({ country: 3, target: 31 });
    expect(news.filter((n) => n.type !== 'sanction').every((n) => n.country !== 1)).toBe(true);
    expect(news[2]).toMatchObject({
      before: s.ecology,
      value: bombed.state.history.at(-1)?.ecology,
    });
    // The sanction names who imposed it on whom: that is public.
    expect(news[3]).toMatchObject({ country: 2, target: 1 });
  });

  it('tells a new nuclear programme, finished negotiations and the collapse of ecology', () => {
    let s = makeGame([[50], [50]], {
      mods: ['negotiation'],
      variables: { start_ecology: 3, technology_ecology: 10 },
    });
    s = started(s);
    const steps = [
      (x: GameState) => negotiation.request(x, 1, 2),
      (x: GameState) => negotiation.accept(x, 1, 2),
      (x: GameState) => negotiation.start(x, 1),
      (x: GameState) => negotiation.finish(x, 1),
    ];
    const log: LogEntry[] = [];
    for (const step of steps) {
      const r = step(s);
      if (!r.ok) throw new Error(r.code);
      s = r.state;
      log.push(...r.log);
    }
    const ended = resolveRound(s, { 1: [{ type: 'technology' }] });
    const news = publicNews([...log, ...ended.log], 3);
    expect(news.map((n) => n.type)).toEqual([
      'negotiation_finished',
      'technology',
      'ecology_fell',
      'ecology_collapse',
    ]);
    expect(news[0]).toMatchObject({ country: 1, target: 2 });
    expect(news[1]).toMatchObject({ country: 1 });
  });

  it('tells whether the ecology rose, fell or held, to a tenth', () => {
    const at = (value: number) => [entry(1, 'ecology', null, value)];
    expect(publicNews(at(80), 82)[0]?.type).toBe('ecology_fell');
    expect(publicNews(at(84), 82)[0]?.type).toBe('ecology_rose');
    expect(publicNews(at(82.01), 82)[0]?.type).toBe('ecology_held');
  });
});
