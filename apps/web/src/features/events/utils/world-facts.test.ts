import type { EventWorldTile } from '@orbis/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { anyClockRuns, flagWords, ordersText, progressText } from './world-facts';

const clock = {
  talks: 300,
  orders: 180,
  lock: false,
  phase: 'orders',
  paused: false,
  endsAt: '2030-05-01T12:03:00Z',
  left: 180,
  serverNow: '2030-05-01T12:00:00Z',
} as const;

const world: EventWorldTile = {
  gameId: 41,
  title: 'Форум · Мир 1',
  language: 'ru',
  round: 3,
  rounds: 6,
  stopped: false,
  over: false,
  collapsed: false,
  clock,
  ecology: 84,
  orders: { in: 4, of: 6 },
  leader: null,
  offline: [],
  promisesBroken: 0,
  flags: [],
};

beforeAll(async () => {
  i18n.addResourceBundle(
    'en',
    'translation',
    {
      'events.round_of': 'Round {{round}} of {{rounds}}',
      'games.clock_phase_waiting': 'Waiting for the round',
      'games.clock_phase_orders': 'Orders',
      'games.over': 'Game over',
      'events.flag_late_orders': 'Orders late: under a minute left',
      'events.flag_offline': 'A team is offline',
      'events.flag_behind': 'Behind the other worlds',
      'events.flag_collapsed': 'The world has collapsed',
      'events.flag_over': 'Game over',
    },
    true,
    true,
  );
  await i18n.changeLanguage('en');
});

describe('a world’s tile', () => {
  it('counts the order sets in as the room says it', () => {
    expect(ordersText({ in: 4, of: 6 }, 'en')).toBe('4/6');
    expect(ordersText({ in: 0, of: 9 }, 'ru')).toBe('0/9');
  });

  it('says where the world stands: the round of the rounds and the clock’s phase', () => {
    expect(progressText(i18n.t, world, 'en')).toBe('Round 3 of 6 · Orders');
    expect(progressText(i18n.t, { ...world, stopped: true, round: 4 }, 'en')).toBe(
      'Round 4 of 6 · Waiting for the round',
    );
    expect(progressText(i18n.t, { ...world, over: true }, 'en')).toBe('Game over');
  });

  it('puts every flag in words, never its key', () => {
    const words = (['late_orders', 'offline', 'behind', 'collapsed', 'over'] as const).map((f) =>
      flagWords(i18n.t, f),
    );
    expect(words).toEqual([
      'Orders late: under a minute left',
      'A team is offline',
      'Behind the other worlds',
      'The world has collapsed',
      'Game over',
    ]);
  });

  it('keeps the dashboard reading itself only while a clock counts down', () => {
    expect(anyClockRuns([world])).toBe(true);
    expect(anyClockRuns([{ ...world, clock: { ...clock, paused: true } }])).toBe(false);
    expect(anyClockRuns([{ ...world, stopped: true }])).toBe(false);
    expect(
      anyClockRuns([
        { ...world, clock: null },
        { ...world, over: true },
      ]),
    ).toBe(false);
    expect(anyClockRuns([{ ...world, clock: { ...clock, phase: 'closed' } }])).toBe(false);
  });
});
