import { logView } from './log-view.js';
import type { LogEntry, LogType } from './types.js';

/**
 * The kinds of headline of a round's news: how the world's ecology moved, a city destroyed, a
 * bomb a shield stopped, sanctions, a nuclear programme, negotiations finished, a UFO key taken, a
 * supertech used, the collapse of ecology, a promise broken. Each has its system message
 * (`news.<type>`, `_v2` once reworded: NEWS_MESSAGE_IDS).
 */
export const NEWS_TYPES = [
  'ecology_fell',
  'ecology_rose',
  'ecology_held',
  'city_destroyed',
  'shield_stopped_bomb',
  'sanction',
  'lift_sanction',
  'technology',
  'negotiation_finished',
  'key_red',
  'key_green',
  'key_blue',
  'supertech_dome',
  'supertech_terraform',
  'supertech_boom',
  'ecology_collapse',
  'promise_broken',
] as const;

export type NewsType = (typeof NEWS_TYPES)[number];

/**
 * One headline: `country` is the country it is about (the owner of a city hit, the one that
 * imposed sanctions…), `target` the other country or the city, as its message says, `value` the
 * figure it tells, and `before` the ecology before the round (ecology headlines only).
 */
export interface NewsEntry {
  round: number;
  type: NewsType;
  country: number | null;
  target: number | null;
  value: number;
  before: number | null;
}

/**
 * The headline each public log type makes; null for public entries that are no news (the
 * round's end, the game's end, a UFO flying off). Only public entries are looked up: whether an
 * entry is public is LOG_VISIBILITY's decision alone, never this table's.
 */
const HEADLINE: Readonly<Partial<Record<LogType, NewsType | 'ecology' | null>>> = {
  ecology: 'ecology',
  city_destroyed: 'city_destroyed',
  shield_destroyed: 'shield_stopped_bomb',
  sanction: 'sanction',
  lift_sanction: 'lift_sanction',
  technology: 'technology',
  negotiation_finished: 'negotiation_finished',
  key_red: 'key_red',
  key_green: 'key_green',
  key_blue: 'key_blue',
  supertech_dome: 'supertech_dome',
  supertech_terraform: 'supertech_terraform',
  supertech_boom: 'supertech_boom',
  ecology_collapse: 'ecology_collapse',
  // `value` is the promise's id: its kind and amount are in the state's `promises`.
  promise_broken: 'promise_broken',
  round_end: null,
  game_over: null,
  ufo_left: null,
  // A world event's headline is its own title and text (the state's `worldEvents`).
  world_ecology: null,
  world_development: null,
};

/** The log types that make headlines (for tests and the docs). */
export const NEWS_SOURCES: readonly LogType[] = Object.entries(HEADLINE)
  .filter(([, headline]) => headline !== null)
  .map(([type]) => type as LogType);

/**
 * A round's news: the headlines of the public entries of `log` (one resolved round's log), in
 * the order they happened. `ecologyBefore` is the world's ecology before the round, to tell
 * whether it fell, rose or held. What reaches the news is exactly what the projector may read
 * (`logView(log, 'projector')`): no attacker, no order, budget, transfer or credit.
 */
export function publicNews(log: readonly LogEntry[], ecologyBefore: number): NewsEntry[] {
  const news: NewsEntry[] = [];
  for (const e of logView(log, 'projector')) {
    const headline = HEADLINE[e.type];
    if (!headline) continue;
    const isEcology = headline === 'ecology';
    const type: NewsType = isEcology ? ecologyHeadline(ecologyBefore, e.value) : headline;
    news.push({
      round: e.round,
      type,
      country: e.country,
      target: e.target,
      value: e.value,
      before: isEcology ? ecologyBefore : null,
    });
  }
  return news;
}

/** Whether the ecology fell, rose or held (to a tenth: the screens show one decimal). */
function ecologyHeadline(before: number, after: number): NewsType {
  const change = Math.round((after - before) * 10);
  if (change < 0) return 'ecology_fell';
  if (change > 0) return 'ecology_rose';
  return 'ecology_held';
}
