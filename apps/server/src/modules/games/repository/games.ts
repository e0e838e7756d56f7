// The `games` table: a game's header, its engine state (with the columns that repeat it for
// lists), its initial state and its version.
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
  const rows = await selectGameHeader(db, gameId);
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

// Read by every state and control request: compiled once.
const selectGameHeader = preparedQuery(1, (db, gameId: number) =>
  db
    .selectFrom('games as g')
    .leftJoin('game_cohosts as c', 'c.game_id', 'g.id')
    .select(['g.id', 'g.host_id', 'g.language_id', 'g.version', 'c.host_id as cohost_id'])
    .where('g.id', '=', gameId)
    .orderBy('c.host_id'),
);

/** The game's version (every write raises it), or null for an unknown game. */
export async function gameVersion(db: Db, gameId: number): Promise<number | null> {
  const row = await db
    .selectFrom('games')
    .select('version')
    .where('id', '=', gameId)
    .executeTakeFirst();
  return row ? row.version : null;
}

/**
 * A game with its state, or null. `lock` takes the row lock on PostgreSQL, so writes to one game
 * queue up inside their transactions (SQLite runs one write transaction at a time anyway).
 */
export async function loadGame(
  db: Db,
  gameId: number,
  opts: { lock?: boolean } = {},
): Promise<GameRecord | null> {
  const row = await db
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
      'g.state',
      'l.id as language_id',
      'l.code',
      'l.name',
    ])
    .where('g.id', '=', gameId)
    .$if(opts.lock === true && isPostgres(db), (q) => q.forUpdate('g'))
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    hostId: row.host_id,
    title: row.title,
    language: { id: row.language_id, code: row.code, name: row.name },
    preset: row.preset_id === null ? null : { id: row.preset_id, name: row.preset_name ?? '' },
    createdAt: toIso(row.created_at),
    version: row.version,
    state: parseJson<GameState>(row.state),
  };
}

/**
 * Games newest first, with their language and owner: those host `hostId` owns or co-hosts (or
 * only owns, with `owned`), or every game (`hostId` null).
 */
export async function listGames(db: Db, hostId: number | null, opts: { owned?: boolean } = {}) {
  const rows = await db
    .selectFrom('games as g')
    .innerJoin('languages as l', 'l.id', 'g.language_id')
    .select(['g.id', 'g.host_id', 'g.title', 'g.created_at', 'g.round', 'g.stopped', 'g.over'])
    .select(['l.id as language_id', 'l.code', 'l.name'])
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

/** The columns that repeat the state, so lists need not parse it. */
function stateColumns(state: GameState) {
  return {
    state: toJson(state),
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
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes a new game's initial state, which is also its current state, at version 1. */
export async function setInitialState(db: Db, gameId: number, state: GameState): Promise<void> {
  await db
    .updateTable('games')
    .set({ ...stateColumns(state), initial_state: toJson(state), version: 1 })
    .where('id', '=', gameId)
    .execute();
}

/** A game's initial state (its pinned setup). */
export async function loadInitialState(db: Db, gameId: number): Promise<GameState | null> {
  const row = await db
    .selectFrom('games')
    .select('initial_state')
    .where('id', '=', gameId)
    .executeTakeFirst();
  return row ? parseJson<GameState>(row.initial_state) : null;
}

/**
 * Raises the version from `expected` by one, writing `state` when given. False when the version
 * moved meanwhile (another write won): the caller's transaction must then roll back.
 */
export async function bumpVersion(
  db: Db,
  gameId: number,
  expected: number,
  state: GameState | null,
): Promise<boolean> {
  const result = await db
    .updateTable('games')
    .set({ version: expected + 1, ...(state ? stateColumns(state) : {}) })
    .where('id', '=', gameId)
    .where('version', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a game with everything it holds. */
export async function deleteGame(db: Db, gameId: number): Promise<void> {
  await db.deleteFrom('games').where('id', '=', gameId).execute();
}
