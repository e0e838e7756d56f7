// The `games` table (a game's header, its version and the columns that repeat its state for
// lists) and the `game_states` table beside it (its engine state and its initial state).
import type { GameState } from '@orbis/engine';
import { isPostgres, type Db } from '../../../db/database.js';
import { preparedQuery } from '../../../db/prepared.js';
import { fromBool, nowIso, toBool, toIso, toJson } from '../../../db/values.js';
import { parseJson } from './json.js';

/** A game as the games module works with it: its row, with the engine state parsed. */
export interface GameRecord {
  id: number;
  hostId: number;
  title: string;
  language: { id: number; code: string; name: string };
  preset: { id: number; name: string } | null;
  createdAt: string;
  version: number;
  state: GameState;
}

/** What access checks and kept views read of a game on every request. */
export interface GameHeader {
  id: number;
  /** The owner: the host who created the game. */
  hostId: number;
  /** The hosts the owner named to run it too (API.md "Co-hosts"). */
  cohostIds: number[];
  languageId: number;
  version: number;
}

/**
 * The owner, co-hosts, language and version of a game, or undefined for an unknown game: enough
 * for access checks and for finding its kept views (`view-cache.ts`), so every state and control
 * request reads it, in one query (a row per co-host, one without any).
 */
export async function findGameHeader(db: Db, gameId: number): Promise<GameHeader | undefined> {
  return headerOf(await selectGameHeader(db, gameId));
}

/**
 * As `findGameHeader`, with the version of the team's draft for the game's current round (0
 * without one): a draft changes the team's view but not the game's version, so the team's kept
 * view is keyed by both. One query still.
 */
export async function findTeamGameHeader(
  db: Db,
  gameId: number,
  countryId: number,
): Promise<(GameHeader & { draftVersion: number }) | undefined> {
  const rows = await selectTeamGameHeader(db, countryId, gameId);
  const header = headerOf(rows);
  return header && { ...header, draftVersion: rows[0]?.draft_version ?? 0 };
}

/** A game's header from its rows, one per co-host (one without any). */
function headerOf(
  rows: {
    id: number;
    host_id: number;
    language_id: number;
    version: number;
    cohost_id: number | null;
  }[],
): GameHeader | undefined {
  const [row] = rows;
  if (!row) return undefined;
  return {
    id: row.id,
    hostId: row.host_id,
    cohostIds: rows.flatMap((r) => (r.cohost_id === null ? [] : [r.cohost_id])),
    languageId: row.language_id,
    version: row.version,
  };
}

const gameHeader = (db: Db, gameId: number) =>
  db
    .selectFrom('games as g')
    .leftJoin('game_cohosts as c', 'c.game_id', 'g.id')
    .select(['g.id', 'g.host_id', 'g.language_id', 'g.version', 'c.host_id as cohost_id'])
    .where('g.id', '=', gameId)
    .orderBy('c.host_id');

// Read by every state and control request: compiled once.
const selectGameHeader = preparedQuery(1, gameHeader);
const selectTeamGameHeader = preparedQuery(2, (db, countryId: number, gameId: number) =>
  gameHeader(db, gameId)
    .leftJoin('game_drafts as d', (join) =>
      join
        .onRef('d.game_id', '=', 'g.id')
        .onRef('d.round', '=', 'g.round')
        .on('d.team_id', '=', countryId),
    )
    .select('d.version as draft_version'),
);

/**
 * Where a game stands, as its row repeats it from its state: its round, whether that runs, whether
 * the game is over, with its version and language; null for an unknown game. For what takes no
 * lock and reads no state: a draft's refusal, an event that follows no game write.
 */
export async function findGameStanding(
  db: Db,
  gameId: number,
): Promise<
  (Pick<GameState, 'round' | 'phase' | 'over'> & { version: number; languageId: number }) | null
> {
  const row = await db
    .selectFrom('games')
    .select(['round', 'stopped', 'over', 'version', 'language_id'])
    .where('id', '=', gameId)
    .executeTakeFirst();
  if (!row) return null;
  const { round, version } = row;
  const phase = toBool(row.stopped) ? 'stopped' : 'running';
  return { round, phase, over: toBool(row.over), version, languageId: row.language_id };
}

/** The game's version (every write raises it), or null for an unknown game. */
export async function gameVersion(db: Db, gameId: number): Promise<number | null> {
  const row = await db
    .selectFrom('games')
    .select('version')
    .where('id', '=', gameId)
    .executeTakeFirst();
  return row ? row.version : null;
}

/** The versions of games `ids` that exist, by id: one query for an answer built from several. */
export async function gameVersions(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('games')
    .select(['id', 'version'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.version]));
}

/** A game's row as a write reads it under its lock: everything but the state. */
export type GameHeaderRecord = Omit<GameRecord, 'state'>;

/** A game with its state, or null: one statement, so the state is the version's. */
export async function loadGame(db: Db, gameId: number): Promise<GameRecord | null> {
  const [row] = await selectGameWithState(db, gameId);
  return row ? { ...gameHeaderRecord(row), state: parseJson<GameState>(row.state) } : null;
}

/** A send's key to look for under the game's lock: a retry of a send whose set is stored. */
export interface SubmitProbe {
  countryId: number;
  /** The round the send names. */
  round: number;
  submitKey: string;
}

/** A game's row as a write reads it under its lock, with what the lock looked up for it. */
export interface LockedGameRecord extends GameHeaderRecord {
  /**
   * The cost of the team's set for the probe's round when it was sent with the probe's key (the
   * send is a retry of that one), else null; null without a probe.
   */
  storedCost: number | null;
}

/**
 * A game's row without its state, or null, taking the row's lock on PostgreSQL so that writes to
 * one game queue up inside their transactions (SQLite runs one write transaction at a time
 * anyway). The write then takes the state it kept for this version, or reads it. With `submit`,
 * the same statement looks for the team's set stored with the send's key: on PostgreSQL every
 * statement is a round trip, and a send with a key is the most frequent write.
 */
export async function lockGame(
  db: Db,
  gameId: number,
  submit: SubmitProbe | null = null,
): Promise<LockedGameRecord | null> {
  if (!submit) {
    const [row] = await selectGameRow(db, gameId);
    return row ? { ...gameHeaderRecord(row), storedCost: null } : null;
  }
  const { countryId, round, submitKey } = submit;
  const [row] = await selectGameRowAndSubmit(db, gameId, countryId, round, submitKey);
  if (!row) return null;
  // A lock that waited for another write to the game returns the row that write left, but the
  // statement reads every other row as it stood when the statement began (PostgreSQL's read
  // committed): a set that write stored, maybe this very send's first attempt, is not seen. The
  // version the statement began with tells; when the lock moved past it, look again, now that the
  // other write has committed.
  const fresh = row.seen_version === undefined || row.seen_version === row.version;
  const storedCost = fresh
    ? row.stored_cost
    : ((await selectStoredCost(db, gameId, countryId, round, submitKey))[0]?.cost ?? null);
  return { ...gameHeaderRecord(row), storedCost };
}

const gameRow = (db: Db, gameId: number) =>
  db
    .selectFrom('games as g')
    .innerJoin('languages as l', 'l.id', 'g.language_id')
    .select([
      'g.id',
      'g.host_id',
      'g.title',
      'g.preset_id',
      'g.preset_name',
      'g.created_at',
      'g.version',
      'l.id as language_id',
      'l.code',
      'l.name',
    ])
    .where('g.id', '=', gameId);

// Read by every write to a game: compiled once.
const selectGameRow = preparedQuery(1, (db, gameId: number) =>
  gameRow(db, gameId).$if(isPostgres(db), (q) => q.forUpdate('g')),
);
// The cost of the team's set for a round when it was sent with `key`.
const storedCost = (db: Db, gameId: number, countryId: number, round: number, key: string) =>
  db
    .selectFrom('game_orders as o')
    .select('o.cost')
    .where('o.game_id', '=', gameId)
    .where('o.team_id', '=', countryId)
    .where('o.round', '=', round)
    .where('o.submit_key', '=', key);
const selectGameRowAndSubmit = preparedQuery(
  4,
  (db, gameId: number, countryId: number, round: number, submitKey: string) =>
    gameRow(db, gameId)
      .select(storedCost(db, gameId, countryId, round, submitKey).as('stored_cost'))
      .$if(isPostgres(db), (q) =>
        q
          .select((eb) =>
            eb
              .selectFrom('games as seen')
              .select('seen.version')
              .whereRef('seen.id', '=', 'g.id')
              .as('seen_version'),
          )
          .forUpdate('g'),
      ),
);
const selectStoredCost = preparedQuery(4, storedCost);
const selectGameWithState = preparedQuery(1, (db, gameId: number) =>
  gameRow(db, gameId).innerJoin('game_states as s', 's.game_id', 'g.id').select('s.state'),
);

function gameHeaderRecord(row: Awaited<ReturnType<typeof selectGameRow>>[number]) {
  return {
    id: row.id,
    hostId: row.host_id,
    title: row.title,
    language: { id: row.language_id, code: row.code, name: row.name },
    preset: row.preset_id === null ? null : { id: row.preset_id, name: row.preset_name ?? '' },
    createdAt: toIso(row.created_at),
    version: row.version,
  };
}

/** A game's current engine state, or null for an unknown game. */
export async function loadGameState(db: Db, gameId: number): Promise<GameState | null> {
  const [row] = await selectGameState(db, gameId);
  return row ? parseJson<GameState>(row.state) : null;
}

const selectGameState = preparedQuery(1, (db, gameId: number) =>
  db.selectFrom('game_states').select('state').where('game_id', '=', gameId),
);

/**
 * Games newest first, with their language and owner: those host `hostId` owns or co-hosts (or
 * only owns, with `owned`), or every game (`hostId` null).
 */
export async function listGames(db: Db, hostId: number | null, opts: { owned?: boolean } = {}) {
  const rows = await db
    .selectFrom('games as g')
    .innerJoin('languages as l', 'l.id', 'g.language_id')
    .leftJoin('events as e', 'e.id', 'g.event_id')
    .select(['g.id', 'g.host_id', 'g.title', 'g.created_at', 'g.round', 'g.stopped', 'g.over'])
    .select([
      'l.id as language_id',
      'l.code',
      'l.name',
      'e.id as event_id',
      'e.title as event_title',
    ])
    .$if(hostId !== null, (q) =>
      q.where((eb) => {
        const owner = eb('g.host_id', '=', hostId ?? 0);
        if (opts.owned) return owner;
        const cohosted = eb.exists(
          eb
            .selectFrom('game_cohosts as c')
            .select('c.game_id')
            .whereRef('c.game_id', '=', 'g.id')
            .where('c.host_id', '=', hostId ?? 0),
        );
        return eb.or([owner, cohosted]);
      }),
    )
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    hostId: r.host_id,
    title: r.title,
    language: { id: r.language_id, code: r.code, name: r.name },
    created_at: toIso(r.created_at),
    round: r.round,
    stopped: toBool(r.stopped),
    over: toBool(r.over),
    event:
      r.event_id === null || r.event_title === null
        ? null
        : { id: r.event_id, title: r.event_title },
  }));
}

/** A host's own games with their language, newest first (the host info screen). */
export async function listHostGames(db: Db, hostId: number) {
  const games = await listGames(db, hostId, { owned: true });
  return games.map((g) => ({
    id: g.id,
    title: g.title,
    language: { code: g.language.code, name: g.language.name },
    created_at: g.created_at,
  }));
}

/** The columns of the game's row that repeat its state, so lists need not read it. */
function stateColumns(state: GameState) {
  return {
    round: state.round,
    stopped: fromBool(state.phase === 'stopped'),
    over: fromBool(state.over),
  };
}

/** Inserts a game row without its state yet (its teams' ids come first); returns its id. */
export async function insertGame(
  db: Db,
  game: {
    hostId: number;
    title: string;
    languageId: number;
    preset: { id: number; name: string } | null;
    /** The event it is a world of, if any. */
    eventId?: number | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('games')
    .values({
      host_id: game.hostId,
      title: game.title,
      language_id: game.languageId,
      preset_id: game.preset?.id ?? null,
      preset_name: game.preset?.name ?? null,
      event_id: game.eventId ?? null,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes a new game's initial state, which is also its current state, at version 1. */
export async function setInitialState(db: Db, gameId: number, state: GameState): Promise<void> {
  const json = toJson(state);
  await db
    .insertInto('game_states')
    .values({ game_id: gameId, state: json, initial_state: json })
    .execute();
  await db
    .updateTable('games')
    .set({ ...stateColumns(state), version: 1 })
    .where('id', '=', gameId)
    .execute();
}

/** A game's initial state (its pinned setup). */
export async function loadInitialState(db: Db, gameId: number): Promise<GameState | null> {
  const row = await db
    .selectFrom('game_states')
    .select('initial_state')
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return row ? parseJson<GameState>(row.initial_state) : null;
}

/**
 * Raises the version from `expected` by one, writing `state` when given. False when the version
 * moved meanwhile (another write won): the caller's transaction must then roll back. Without a
 * state (an order set) only the game's small row is written.
 */
export async function bumpVersion(
  db: Db,
  gameId: number,
  expected: number,
  state: GameState | null,
): Promise<boolean> {
  if (!state) return (await updateVersion(db, expected + 1, gameId, expected)).length === 1;
  const { round, stopped, over } = stateColumns(state);
  const moved = await updateVersionAndColumns(
    db,
    expected + 1,
    round,
    stopped,
    over,
    gameId,
    expected,
  );
  if (moved.length !== 1) return false;
  await updateState(db, toJson(state), gameId);
  return true;
}

// Every write to a game runs one of these: compiled once. `returning` tells whether the version
// check matched, on both databases, through the prepared path (which answers rows).
const updateVersion = preparedQuery(3, (db, next: number, gameId: number, expected: number) =>
  db
    .updateTable('games')
    .set({ version: next })
    .where('id', '=', gameId)
    .where('version', '=', expected)
    .returning('id'),
);
const updateVersionAndColumns = preparedQuery(
  6,
  (
    db,
    next: number,
    round: number,
    stopped: number,
    over: number,
    gameId: number,
    expected: number,
  ) =>
    db
      .updateTable('games')
      .set({ version: next, round, stopped, over })
      .where('id', '=', gameId)
      .where('version', '=', expected)
      .returning('id'),
);
const updateState = preparedQuery(2, (db, state: string, gameId: number) =>
  db.updateTable('game_states').set({ state }).where('game_id', '=', gameId),
);

/** Deletes a game with everything it holds. */
export async function deleteGame(db: Db, gameId: number): Promise<void> {
  await db.deleteFrom('games').where('id', '=', gameId).execute();
}
