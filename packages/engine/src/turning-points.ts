// Turning points (RULES.md "Turning points"): the moments that changed a game, read from its
// journal and never invented. The journal is folded once, as the replay folds it, and every log
// line a point rests on is one that fold logged. An act that can be taken out alone (a bomb, a
// sanction) is measured by the what-if's replay without it: from the state right before its round,
// since everything earlier is the same game, so each act costs the rounds from its own on.
import { foldJournal, type ReplayStep, type RoundStep } from './journal.js';
import { TURNING_POINT_KINDS, type TurningPointKind } from './kinds.js';
import { lineNames, logLine, type LineTexts } from './log-lines.js';
import { LOG_VISIBILITY } from './log-view.js';
import { LOG_ENTRY_TYPES, TURNING_POINT_MESSAGES } from './messages.js';
import { asShown } from './standards.js';
import type {
  AppliedWorldEvent,
  GamePromise,
  GameState,
  GameWorldEvent,
  LogEntry,
  LogType,
} from './types.js';
import { replayWithout } from './what-if.js';

/** What one act changed most: `country`'s final average standard minus the one without the act. */
export interface TurningPointEffect {
  country: number;
  averageStandard: number;
}

/** What a point's sentence names, by id (`turningPoints` puts the names in). */
export interface TurningPointSubject {
  /** The doer, or the new leaders. */
  country: number[];
  /** The country acted on, or the former leaders. */
  other: number[];
  city: number | null;
  /** The broken promise's id. */
  promise: number | null;
  /** The ecology threshold crossed, and the ecology the round ended with. */
  threshold: number | null;
  ecology: number | null;
  /** A world event's title, in the game's language. */
  title: string;
}

/** A turning point as the engine finds it: its evidence as log entries. */
export interface FoundTurningPoint {
  round: number;
  kind: TurningPointKind;
  /** Country ids, doer first. */
  actors: number[];
  /** The log entries it rests on, in the order they were logged. */
  evidence: LogEntry[];
  effect: TurningPointEffect | null;
  subject: TurningPointSubject;
}

/** A turning point in the game's language (API.md "Turning points"). */
export interface TurningPoint {
  round: number;
  kind: TurningPointKind;
  actors: number[];
  text: string;
  evidence: string[];
  effect: TurningPointEffect | null;
}

/** The ecology thresholds a round may end below, from the highest. */
export const ECOLOGY_THRESHOLDS = [75, 50, 25] as const;

/** One order that can be taken out of the journal alone: a bomb on a city, a sanction. */
interface Act {
  round: number;
  type: 'attack' | 'sanction';
  country: number;
  /** The city bombed or the country sanctioned. */
  target: number;
  /** The country the act fell on. */
  hit: number;
}

/** A resolved round as the fold saw it. */
interface RoundSeen {
  step: RoundStep;
  /** Its position in the journal, where a replay without one of its acts starts. */
  index: number;
  before: GameState;
  after: GameState;
  log: readonly LogEntry[];
}

/** The lines the room may read once the game is over: the public ones and who bombed whom. */
const knownAfterGame = (e: LogEntry): boolean =>
  LOG_VISIBILITY[e.type] === 'public' || e.type === 'attack';

const WORLD_EVENT_LOG: ReadonlySet<LogType> = new Set([
  'world_ecology',
  'world_development',
  'world_budget',
  'world_income',
  'world_shields',
]);

const KIND_ORDER = new Map(TURNING_POINT_KINDS.map((kind, i) => [kind, i]));

/**
 * The entries each event of one action logged, in order: each effect logs one entry for the
 * ecology and one per country it reached. Null when the log does not add up that way.
 */
function entriesByEvent(
  events: readonly GameWorldEvent[],
  countries: readonly number[],
  log: readonly LogEntry[],
): LogEntry[][] | null {
  const counts = events.map((event) =>
    event.effects.reduce((n, effect) => {
      if (effect.kind === 'ecology') return n + 1;
      if (effect.target === 'all') return n + countries.length;
      if (effect.target === 'random') return n + (countries.length > 0 ? 1 : 0);
      return n + (event.country !== null && countries.includes(event.country) ? 1 : 0);
    }, 0),
  );
  if (counts.reduce((a, b) => a + b, 0) !== log.length) return null;
  let at = 0;
  return counts.map((n) => log.slice(at, (at += n)));
}

/** The events an action applied, with their definitions (what their log entries follow from). */
function definitionsOf(
  step: Extract<ReplayStep, { type: 'action' }>,
  before: GameState,
  applied: readonly AppliedWorldEvent[],
): GameWorldEvent[] | null {
  if (step.kind === 'world_event') {
    const event = (step.args as { event?: GameWorldEvent } | null)?.event;
    return event && applied.length === 1 ? [event] : null;
  }
  // A round's start applies its scheduled events in order, skipping any that no longer fit.
  const scheduled = (before.scheduledEvents ?? []).filter((e) => e.round === applied[0]?.round);
  const out: GameWorldEvent[] = [];
  let next = 0;
  for (const event of applied) {
    while (next < scheduled.length) {
      const candidate = scheduled[next++];
      if (candidate && candidate.title === event.title && candidate.text === event.text) {
        out.push(candidate);
        break;
      }
    }
  }
  return out.length === applied.length ? out : null;
}

/** The countries sharing the highest average standard as shown, in game order. */
function leaders(state: GameState): number[] {
  let top = -Infinity;
  for (const c of state.countries) top = Math.max(top, asShown(c.averageStandard));
  return state.countries.filter((c) => asShown(c.averageStandard) === top).map((c) => c.id);
}

const subjectOf = (fields: Partial<TurningPointSubject>): TurningPointSubject => ({
  country: [],
  other: [],
  city: null,
  promise: null,
  threshold: null,
  ecology: null,
  title: '',
  ...fields,
});

function compareActors(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/**
 * Best first: the largest effect (by its size), then the earliest round; points without an
 * effect after those with one. Equal points keep the order of TURNING_POINT_KINDS, then of their
 * actors, then the order they were logged in (the sort is stable), so a game gives one list.
 */
function compareRank(a: FoundTurningPoint, b: FoundTurningPoint): number {
  if ((a.effect === null) !== (b.effect === null)) return a.effect === null ? 1 : -1;
  const size = Math.abs(b.effect?.averageStandard ?? 0) - Math.abs(a.effect?.averageStandard ?? 0);
  if (size !== 0) return size;
  if (a.round !== b.round) return a.round - b.round;
  const kind = (KIND_ORDER.get(a.kind) ?? 0) - (KIND_ORDER.get(b.kind) ?? 0);
  return kind !== 0 ? kind : compareActors(a.actors, b.actors);
}

/**
 * The turning points of a game from its journal (`replayGame`'s initial state and steps), best
 * first, with the state the journal reaches (whose names and promises their sentences tell).
 */
export function findTurningPoints(
  initial: GameState,
  steps: readonly ReplayStep[],
): { state: GameState; points: FoundTurningPoint[] } {
  const position = new Map(steps.map((step, i) => [step, i]));
  const rounds: RoundSeen[] = [];
  const events: { event: AppliedWorldEvent; entries: LogEntry[] }[] = [];
  const state = foldJournal(initial, steps, {
    round: (step, before, after, log) =>
      rounds.push({ step, index: position.get(step) ?? 0, before, after, log }),
    action: (step, before, after, log) => {
      const applied = (after.worldEvents ?? []).slice((before.worldEvents ?? []).length);
      if (applied.length === 0) return;
      const logged = log.filter((e) => WORLD_EVENT_LOG.has(e.type));
      const definitions = definitionsOf(step, before, applied);
      const countries = before.countries.map((c) => c.id);
      const split = definitions && entriesByEvent(definitions, countries, logged);
      // Events whose entries cannot be told apart share them all.
      applied.forEach((event, i) => events.push({ event, entries: split?.[i] ?? logged }));
    },
  });

  const owner = new Map(state.cities.map((c) => [c.id, c.country]));
  const promises = new Map((state.promises ?? []).map((p) => [p.id, p]));
  const byRound = new Map(rounds.map((r) => [r.step.round, r]));
  const effects = new Map<string, TurningPointEffect | null>();

  /** `act`'s effect: the game as it went against the same journal without that one order. */
  const effectOf = (act: Act): TurningPointEffect | null => {
    const key = `${act.round}:${act.type}:${act.country}:${act.target}`;
    const known = effects.get(key);
    if (known !== undefined) return known;
    const seen = byRound.get(act.round);
    let effect: TurningPointEffect | null = null;
    if (seen) {
      let dropped = false;
      const without = replayWithout(seen.before, steps.slice(seen.index), (step, country, o) => {
        if (dropped || step !== seen.step || country !== act.country || o.type !== act.type)
          return false;
        dropped =
          (o.type === 'attack' ? o.city : o.type === 'sanction' ? o.country : -1) === act.target;
        return dropped;
      });
      effect = largestChange(state, without, [act.hit, act.country]);
    }
    effects.set(key, effect);
    return effect;
  };

  const points: FoundTurningPoint[] = [];
  let firstBomb = false;
  const crossed = new Set<number>();
  let previous: RoundSeen | null = null;
  for (const seen of rounds) {
    const { log, after } = seen;
    const round = seen.step.round;
    const consequence = (i: number): LogEntry[] => {
      const next = log[i + 1];
      return next && (next.type === 'shield_destroyed' || next.type === 'city_destroyed')
        ? [next]
        : [];
    };
    log.forEach((e, i) => {
      if (e.country === null || e.target === null) return;
      if (e.type === 'attack' && !firstBomb) {
        firstBomb = true;
        const hit = owner.get(e.target) ?? -1;
        points.push({
          round,
          kind: 'first_bomb',
          actors: [e.country, hit],
          evidence: [e, ...consequence(i)],
          effect: effectOf({ round, type: 'attack', country: e.country, target: e.target, hit }),
          subject: subjectOf({ country: [e.country], other: [hit], city: e.target }),
        });
      } else if (e.type === 'sanction') {
        points.push({
          round,
          kind: 'sanction',
          actors: [e.country, e.target],
          evidence: [e],
          effect: effectOf({
            round,
            type: 'sanction',
            country: e.country,
            target: e.target,
            hit: e.target,
          }),
          subject: subjectOf({ country: [e.country], other: [e.target] }),
        });
      } else if (e.type === 'promise_broken') {
        points.push(brokenPromise(e, promises.get(e.value), log, owner, consequence, effectOf));
      }
    });

    const ecology = asShown(after.ecology);
    for (const threshold of ECOLOGY_THRESHOLDS) {
      if (crossed.has(threshold) || !(ecology < threshold)) continue;
      crossed.add(threshold);
      points.push({
        round,
        kind: 'ecology_threshold',
        actors: [],
        evidence: log.filter((e) => e.type === 'ecology'),
        effect: null,
        subject: subjectOf({ threshold, ecology: after.ecology }),
      });
    }

    if (previous && !after.collapsed) {
      const now = leaders(after);
      const before = leaders(previous.after);
      const changed = now.length !== before.length || now.some((id) => !before.includes(id));
      if (changed) points.push(leadChange(round, now, before, log, owner));
    }
    previous = seen;
  }

  for (const { event, entries } of events)
    points.push({
      round: event.round,
      kind: 'world_event',
      actors: [...event.countries],
      evidence: entries.filter(knownAfterGame),
      effect: null,
      subject: subjectOf({ country: [...event.countries], title: event.title }),
    });

  points.sort(compareRank);
  return { state, points };
}

/**
 * The country `act` changed most, by its final average standard as shown: the one whose shown
 * figure moved furthest, the country it fell on, then its doer, then game order on a tie.
 */
function largestChange(
  game: GameState,
  without: GameState,
  first: readonly number[],
): TurningPointEffect | null {
  const replayed = new Map(without.countries.map((c) => [c.id, c.averageStandard]));
  const ids = [...first, ...game.countries.map((c) => c.id).filter((id) => !first.includes(id))];
  const actual = new Map(game.countries.map((c) => [c.id, c.averageStandard]));
  let best: TurningPointEffect | null = null;
  for (const id of ids) {
    const a = actual.get(id);
    if (a === undefined) continue;
    const change = asShown(asShown(a) - asShown(replayed.get(id) ?? 0));
    if (!best || Math.abs(change) > Math.abs(best.averageStandard))
      best = { country: id, averageStandard: change };
  }
  return best;
}

/**
 * A broken promise: a `no_attack` or `no_sanction` promise was broken by a bomb or a sanction of
 * that round (the first, if several), the act removed to measure it; the others by what was not
 * done, which no single act undoes.
 */
function brokenPromise(
  e: LogEntry,
  promise: GamePromise | undefined,
  log: readonly LogEntry[],
  owner: ReadonlyMap<number, number>,
  consequence: (i: number) => LogEntry[],
  effectOf: (act: Act) => TurningPointEffect | null,
): FoundTurningPoint {
  const from = e.country ?? -1;
  const to = e.target ?? -1;
  const subject = subjectOf({ country: [from], other: [to], promise: e.value });
  const point = (evidence: LogEntry[], effect: TurningPointEffect | null): FoundTurningPoint => ({
    round: e.round,
    kind: 'promise_broken',
    actors: [from, to],
    evidence,
    effect,
    subject,
  });
  const breaking =
    promise?.kind === 'no_attack'
      ? log.findIndex(
          (x) => x.type === 'attack' && x.country === from && owner.get(x.target ?? -1) === to,
        )
      : promise?.kind === 'no_sanction'
        ? log.findIndex((x) => x.type === 'sanction' && x.country === from && x.target === to)
        : -1;
  const act = log[breaking];
  if (!act || act.target === null) return point([e], null);
  const type = act.type === 'attack' ? 'attack' : 'sanction';
  return point(
    [act, ...(type === 'attack' ? consequence(breaking) : []), e],
    effectOf({ round: e.round, type, country: from, target: act.target, hit: to }),
  );
}

/** A new leader after round `round`: the lines of that round the room may read about the two. */
function leadChange(
  round: number,
  now: readonly number[],
  before: readonly number[],
  log: readonly LogEntry[],
  owner: ReadonlyMap<number, number>,
): FoundTurningPoint {
  const gained = now.filter((id) => !before.includes(id));
  const lost = before.filter((id) => !now.includes(id));
  const country = gained.length > 0 ? gained : [...now];
  const other = lost.length > 0 ? lost : [...before];
  const actors = [...country, ...other];
  const about = (e: LogEntry) => {
    const kind = TARGET_KIND.get(e.type);
    const target =
      e.target === null
        ? null
        : kind === 'city'
          ? owner.get(e.target)
          : kind === 'country'
            ? e.target
            : null;
    return (
      (e.country !== null && actors.includes(e.country)) ||
      (target !== null && target !== undefined && actors.includes(target))
    );
  };
  const moved = log.filter(
    (e) => knownAfterGame(e) && e.type !== 'round_end' && e.type !== 'game_over' && about(e),
  );
  const end = log.filter((e) => e.type === 'round_end');
  return {
    round,
    kind: 'lead_change',
    actors,
    evidence: moved.length > 0 ? moved : end,
    effect: null,
    subject: subjectOf({ country, other }),
  };
}

const TARGET_KIND = new Map(LOG_ENTRY_TYPES.map((m) => [m.code, m.target]));
const TURNING_POINT_IDS = new Map(TURNING_POINT_MESSAGES.map((m) => [m.code, m.messageId]));

/**
 * The turning points of a game from its journal, best first, each told in one sentence of the
 * game's language (`texts`) with the log lines it rests on as the host's log writes them. Only
 * lines the room may read once the game is over are evidence: public ones, and who bombed whom.
 */
export function turningPoints(
  initial: GameState,
  steps: readonly ReplayStep[],
  texts: LineTexts,
): TurningPoint[] {
  const { state, points } = findTurningPoints(initial, steps);
  const names = lineNames(state, texts);
  const list = (ids: readonly number[]) => ids.map((id) => names.country(id)).join(', ');
  return points.map((p) => {
    const s = p.subject;
    return {
      round: p.round,
      kind: p.kind,
      actors: p.actors,
      text: texts.t(TURNING_POINT_IDS.get(p.kind) ?? `turning_point.${p.kind}`, {
        country: list(s.country),
        other: list(s.other),
        city: names.city(s.city),
        promise: names.promise(s.promise),
        value: s.threshold === null ? '' : texts.numbers.number(s.threshold),
        ecology: s.ecology === null ? '' : texts.numbers.number(asShown(s.ecology)),
        title: s.title,
      }),
      evidence: p.evidence.map((e) => logLine(e, names, texts)),
      effect: p.effect,
    };
  });
}
