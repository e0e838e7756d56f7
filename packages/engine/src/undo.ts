// Undoing the end of a round (API.md `undo_round`): the game goes back to just before the end of
// the last resolved round, running again with the same orders. Only the host's own changes since
// that end block it: the teams' talks and promises since then are undone with it.
import type { ActionKind } from './actions.js';
import { carryClock } from './clock.js';
import { negotiationChanged, promiseChanged, type Hint } from './hints.js';
import { promisesOf } from './promises.js';
import type { GameState } from './types.js';

/** The last resolved round as stored: its number, the state it was resolved from, its end. */
export interface StoredRound {
  round: number;
  stateBefore: GameState;
  /** When it was ended (ms since the epoch): the undo carries the round clock on from then. */
  endedAt: number;
}

/** One journaled action, as stored: its place in the journal (`seq`), its kind and arguments. */
export interface JournalEntry {
  seq: number;
  kind: string;
  args: unknown;
}

/**
 * The actions a team takes for itself between rounds. Anything else journaled after a round's end
 * (a credit, a world event, the clock, a reveal, the next round's start, the host's steps of a
 * negotiation) is the host's own change, which the undo would silently take back.
 */
const TEAM_KINDS: ReadonlySet<string> = new Set<ActionKind>([
  'negotiation_request',
  'negotiation_accept',
  'negotiation_refuse',
  'negotiation_done',
  'promise_propose',
  'promise_accept',
  'promise_decline',
  'promise_withdraw',
]);

/**
 * The round the host may undo now, or null: only the last resolved round `last`, while the game
 * stands just after its end, and only while nothing but the teams' own actions was journaled
 * since (`since`).
 */
export function undoableRound(
  state: Pick<GameState, 'round'>,
  last: Pick<StoredRound, 'round'> | null,
  since: readonly Pick<JournalEntry, 'kind'>[],
): number | null {
  if (last === null || state.round !== last.round + 1) return null;
  return since.every((entry) => TEAM_KINDS.has(entry.kind)) ? last.round : null;
}

/** An undo: the state it restores, the clock it carries on, the actions it drops, the hints. */
export interface Undo {
  state: GameState;
  /** The round clock carried on from the end to the undo, when the round had a running clock. */
  carried: { from: number; to: number } | null;
  /** The `seq` of each team action since the end, undone with it. */
  undone: number[];
  hints: Hint[];
}

/**
 * Undoes round `round` at `now` from the game's `state`: null unless it is `undoableRound`. The
 * round gets back the time its clock had when it ended, however long the undo took. The teams
 * whose talks or promises are undone are told, each pair once.
 */
export function undoRound(
  state: GameState,
  round: number,
  last: StoredRound | null,
  since: readonly JournalEntry[],
  now: number,
): Undo | null {
  if (!last || undoableRound(state, last, since) !== round) return null;
  const carry = { from: last.endedAt, to: now };
  const restored = carryClock(last.stateBefore, carry.from, carry.to);
  const pairs = new Map<string, Hint>();
  for (const entry of since) {
    const hint = undoneHint(state, entry);
    if (hint) pairs.set(`${hint.name} ${hint.payload.countries.join(' ')}`, hint);
  }
  return {
    state: restored,
    carried: restored === last.stateBefore ? null : carry,
    undone: since.map((entry) => entry.seq),
    hints: [{ name: 'round-started', payload: {} }, ...pairs.values()],
  };
}

/** The pair of countries a team action was about, as its hint; read from the state after it. */
function undoneHint(
  state: GameState,
  entry: JournalEntry,
): Extract<Hint, { payload: { countries: [number, number] } }> | null {
  const args = (entry.args ?? {}) as { id?: number; from?: number; to?: number };
  const isPromise = entry.kind.startsWith('promise_');
  const found = isPromise
    ? promisesOf(state).find((p) => p.id === args.id)
    : state.negotiations.find((n) => n.id === args.id);
  const from = args.from ?? found?.from;
  const to = args.to ?? found?.to;
  if (from === undefined || to === undefined) return null;
  const hint = isPromise ? promiseChanged(from, to) : negotiationChanged(from, to);
  return hint as Extract<Hint, { payload: { countries: [number, number] } }>;
}
