// The projector's map (API.md "The projector in pictures"): where the countries sit by default,
// and each round's public facts as marks to draw. What is public is LOG_VISIBILITY's decision
// alone (RULES.md "Public information"): the marks are read from `logView(log, 'projector')`,
// as the round news is, so an attacker can never reach them.
import { logView } from './log-view.js';
import type { AppliedWorldEvent, GameState, LogEntry, LogType } from './types.js';

/** A place on the map, both coordinates fractions of its size (0..1) from the top left. */
export interface MapPoint {
  x: number;
  y: number;
}

/** One public fact of a round, as the map draws it (the contracts' `MapMark`). */
export type MapMark =
  | { type: 'city_destroyed'; country: number; city: number }
  | { type: 'shield_stopped_bomb'; country: number; city: number }
  | { type: 'sanction'; from: number; to: number }
  | { type: 'lift_sanction'; from: number; to: number }
  | { type: 'negotiation_finished'; countries: [number, number] }
  | { type: 'technology'; country: number }
  | { type: 'world_event'; title: string; countries: number[] };

/** The ring's centre and radius: the countries stay clear of the edges, where flags are cut. */
const RING = { centre: 0.5, radius: 0.38 };

/**
 * Every country's default place, by id: evenly on a ring in the order given (the game's country
 * order), the first at the top, going clockwise. Four decimals: a tenth of a pixel on a 4K screen.
 */
export function ringPositions(countryIds: readonly number[]): Record<string, MapPoint> {
  const round4 = (v: number) => Math.round(v * 10_000) / 10_000;
  const n = countryIds.length;
  return Object.fromEntries(
    countryIds.map((id, i) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
      return [
        String(id),
        {
          x: round4(RING.centre + RING.radius * Math.cos(angle)),
          y: round4(RING.centre + RING.radius * Math.sin(angle)),
        },
      ];
    }),
  );
}

/**
 * The mark each public log type makes; null for public entries the map does not draw (the
 * ecology has its own line, keys and supertechs their headlines, a world event its own mark from
 * the state). Only public entries are looked up, so this table cannot make an entry public.
 */
const MARKS: Readonly<Partial<Record<LogType, (e: LogEntry) => MapMark | null>>> = {
  // `country` is the city's owner and `target` the city: the entry never names the attacker.
  city_destroyed: (e) => withCity('city_destroyed', e),
  shield_destroyed: (e) => withCity('shield_stopped_bomb', e),
  sanction: (e) => between('sanction', e),
  lift_sanction: (e) => between('lift_sanction', e),
  negotiation_finished: (e) =>
    e.country === null || e.target === null
      ? null
      : { type: 'negotiation_finished', countries: [e.country, e.target] },
  technology: (e) => (e.country === null ? null : { type: 'technology', country: e.country }),
};

/** The log types that make marks (for tests and the docs). */
export const MAP_MARK_SOURCES: readonly LogType[] = Object.keys(MARKS) as LogType[];

function withCity(type: 'city_destroyed' | 'shield_stopped_bomb', e: LogEntry): MapMark | null {
  if (e.country === null || e.target === null) return null;
  return { type, country: e.country, city: e.target };
}

function between(type: 'sanction' | 'lift_sanction', e: LogEntry): MapMark | null {
  if (e.country === null || e.target === null) return null;
  return { type, from: e.country, to: e.target };
}

/** A world event's mark: the countries it named, else (it hit the whole world) every country. */
function worldEventMark(event: AppliedWorldEvent, everyone: readonly number[]): MapMark {
  const countries = event.countries.length > 0 ? event.countries.slice() : everyone.slice();
  return { type: 'world_event', title: event.title, countries };
}

/**
 * The map's marks of every resolved round of `state`, keyed by round: the world events that
 * applied in it (they apply first), then the marks of its public log entries in the order they
 * happened. As `stats.news`, the current round has marks as soon as a world event applies in it.
 * `log` is the game's whole log; only its public entries are read.
 */
export function mapRounds(
  log: readonly LogEntry[],
  state: Pick<GameState, 'history' | 'countries' | 'worldEvents' | 'round'>,
): Record<string, MapMark[]> {
  const everyone = state.countries.map((c) => c.id);
  const events = (round: number) =>
    (state.worldEvents ?? [])
      .filter((e) => e.round === round)
      .map((e) => worldEventMark(e, everyone));
  const byRound = new Map<number, MapMark[]>();
  for (const e of logView(log, 'projector')) {
    const mark = MARKS[e.type]?.(e);
    if (!mark) continue;
    const list = byRound.get(e.round);
    if (list) list.push(mark);
    else byRound.set(e.round, [mark]);
  }
  const rounds: Record<string, MapMark[]> = {};
  for (const { round } of state.history)
    rounds[String(round)] = [...events(round), ...(byRound.get(round) ?? [])];
  const current = events(state.round);
  if (current.length > 0 && !rounds[String(state.round)]) rounds[String(state.round)] = current;
  return rounds;
}
