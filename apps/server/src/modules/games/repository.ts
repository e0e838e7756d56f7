import type { GameState, LogEntry, Order } from '@orbis/engine';
import { isPostgres, type Db } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import { fromBool, nowIso, toBool, toIso, toJson } from '../../db/values.js';

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

/** A team: the country it plays, pinned at creation; `id` is the country id in the state. */
export interface TeamRecord {
  id: number;
  presetId: number;
  name: string;
  flag: string;
  accessCode: string;
}

/** A team's city, pinned at creation; `id` is the city id in the state. */
export interface CityRecord {
  id: number;
  teamId: number;
  presetId: number;
  name: string;
  picture: string;
}

/** A submitted order set. */
export interface OrderSet {
  orders: Order[];
  cost: number;
}

/** A resolved round as stored. */
export interface RoundRecord {
  round: number;
  seq: number;
  stateBefore: GameState;
  orders: Record<string, Order[]>;
  log: LogEntry[];
}

/** A journaled write between resolutions. */
export interface ActionRecord {
  seq: number;
  kind: string;
  args: Record<string, unknown>;
  log: LogEntry[];
}

const parse = <T>(text: string): T => JSON.parse(text) as T;

/**
 * The owner, language and version of a game, or undefined for an unknown game: enough for access
 * checks and for finding its kept views (`view-cache.ts`), so every state and control request
 * reads it.
 */
export async function findGameHeader(db: Db, gameId: number) {
  const [row] = await selectGameHeader(db, gameId);
  return (
    row && { id: row.id, hostId: row.host_id, languageId: row.language_id, version: row.version }
  );
}

// Read by every state and control request: compiled once.
const selectGameHeader = preparedQuery(1, (db, gameId: number) =>
  db
    .selectFrom('games')
    .select(['id', 'host_id', 'language_id', 'version'])
    .where('id', '=', gameId),
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
    state: parse<GameState>(row.state),
  };
}

/** Games newest first, with their language: a host's own, or every game (`hostId` null). */
export async function listGames(db: Db, hostId: number | null) {
  const rows = await db
    .selectFrom('games as g')
    .innerJoin('languages as l', 'l.id', 'g.language_id')
    .select(['g.id', 'g.title', 'g.created_at', 'g.round', 'g.stopped', 'g.over'])
    .select(['l.id as language_id', 'l.code', 'l.name'])
    .$if(hostId !== null, (q) => q.where('g.host_id', '=', hostId ?? 0))
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    language: { id: r.language_id, code: r.code, name: r.name },
    created_at: toIso(r.created_at),
    round: r.round,
    stopped: toBool(r.stopped),
    over: toBool(r.over),
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

/** Inserts a team; returns its id. */
export async function insertTeam(
  db: Db,
  team: {
    gameId: number;
    presetId: number;
    name: string;
    flag: string;
    accessCode: string;
    position: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('game_teams')
    .values({
      game_id: team.gameId,
      country_preset_id: team.presetId,
      name: team.name,
      flag: team.flag,
      access_code: team.accessCode,
      position: team.position,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts a team's city; returns its id. */
export async function insertCity(
  db: Db,
  city: {
    gameId: number;
    teamId: number;
    presetId: number;
    name: string;
    picture: string;
    position: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('game_cities')
    .values({
      game_id: city.gameId,
      team_id: city.teamId,
      city_preset_id: city.presetId,
      name: city.name,
      picture: city.picture,
      position: city.position,
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
  return row ? parse<GameState>(row.initial_state) : null;
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

/** The game's teams in their order. */
export async function listTeams(db: Db, gameId: number): Promise<TeamRecord[]> {
  const rows = await db
    .selectFrom('game_teams')
    .select(['id', 'country_preset_id', 'name', 'flag', 'access_code'])
    .where('game_id', '=', gameId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    presetId: r.country_preset_id,
    name: r.name,
    flag: r.flag,
    accessCode: r.access_code,
  }));
}

/** The game's cities, by team and in their order. */
export async function listCities(db: Db, gameId: number): Promise<CityRecord[]> {
  const rows = await db
    .selectFrom('game_cities')
    .select(['id', 'team_id', 'city_preset_id', 'name', 'picture'])
    .where('game_id', '=', gameId)
    .orderBy('team_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    teamId: r.team_id,
    presetId: r.city_preset_id,
    name: r.name,
    picture: r.picture,
  }));
}

/** The team of this game with this id, or null. */
export async function findTeam(db: Db, gameId: number, teamId: number) {
  const row = await db
    .selectFrom('game_teams')
    .select(['id', 'access_code'])
    .where('game_id', '=', gameId)
    .where('id', '=', teamId)
    .executeTakeFirst();
  return row ? { id: row.id, accessCode: row.access_code } : null;
}

/** The order sets submitted for a round, by team id. */
export async function ordersOfRound(
  db: Db,
  gameId: number,
  round: number,
): Promise<Map<number, OrderSet>> {
  const rows = await db
    .selectFrom('game_orders')
    .select(['team_id', 'orders', 'cost'])
    .where('game_id', '=', gameId)
    .where('round', '=', round)
    .execute();
  return new Map(rows.map((r) => [r.team_id, { orders: parse<Order[]>(r.orders), cost: r.cost }]));
}

/** One team's order set for a round, or null. */
export async function teamOrders(
  db: Db,
  gameId: number,
  teamId: number,
  round: number,
): Promise<OrderSet | null> {
  const row = await db
    .selectFrom('game_orders')
    .select(['orders', 'cost'])
    .where('game_id', '=', gameId)
    .where('team_id', '=', teamId)
    .where('round', '=', round)
    .executeTakeFirst();
  return row ? { orders: parse<Order[]>(row.orders), cost: row.cost } : null;
}

/** Stores a team's order set for a round, replacing the one it had. */
export async function saveOrders(
  db: Db,
  gameId: number,
  teamId: number,
  round: number,
  set: OrderSet,
): Promise<void> {
  const values = { orders: toJson(set.orders), cost: set.cost, updated_at: nowIso() };
  await db
    .insertInto('game_orders')
    .values({ game_id: gameId, team_id: teamId, round, ...values })
    .onConflict((oc) => oc.columns(['game_id', 'round', 'team_id']).doUpdateSet(values))
    .execute();
}

/** Records a resolved round. */
export async function insertRound(db: Db, gameId: number, record: RoundRecord): Promise<void> {
  await db
    .insertInto('game_rounds')
    .values({
      game_id: gameId,
      round: record.round,
      seq: record.seq,
      state_before: toJson(record.stateBefore),
      orders: toJson(record.orders),
      log: toJson(record.log),
      created_at: nowIso(),
    })
    .execute();
}

/** The last resolved round, or null before the first. */
export async function lastRound(db: Db, gameId: number): Promise<RoundRecord | null> {
  const row = await db
    .selectFrom('game_rounds')
    .select(['round', 'seq', 'state_before', 'orders', 'log'])
    .where('game_id', '=', gameId)
    .orderBy('round', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toRound(row) : null;
}

/** Forgets a resolved round (undo). */
export async function deleteRound(db: Db, gameId: number, round: number): Promise<void> {
  await db
    .deleteFrom('game_rounds')
    .where('game_id', '=', gameId)
    .where('round', '=', round)
    .execute();
}

/** Journals a write between resolutions. */
export async function insertAction(
  db: Db,
  gameId: number,
  action: ActionRecord & { round: number },
): Promise<void> {
  await db
    .insertInto('game_actions')
    .values({
      game_id: gameId,
      seq: action.seq,
      round: action.round,
      kind: action.kind,
      args: toJson(action.args),
      log: toJson(action.log),
      created_at: nowIso(),
    })
    .execute();
}

/** Every resolved round and journaled action of a game, in the order they happened. */
export async function history(
  db: Db,
  gameId: number,
): Promise<({ type: 'round'; record: RoundRecord } | { type: 'action'; record: ActionRecord })[]> {
  const rounds = await db
    .selectFrom('game_rounds')
    .select(['round', 'seq', 'state_before', 'orders', 'log'])
    .where('game_id', '=', gameId)
    .execute();
  const actions = await db
    .selectFrom('game_actions')
    .select(['seq', 'kind', 'args', 'log'])
    .where('game_id', '=', gameId)
    .execute();
  return [
    ...rounds.map((r) => ({ type: 'round' as const, record: toRound(r) })),
    ...actions.map((a) => ({
      type: 'action' as const,
      record: {
        seq: a.seq,
        kind: a.kind,
        args: parse<Record<string, unknown>>(a.args),
        log: parse<LogEntry[]>(a.log),
      },
    })),
  ].sort((a, b) => a.record.seq - b.record.seq);
}

/** Every log entry of a game in order, without the rounds' states (lighter than `history`). */
export async function gameLog(db: Db, gameId: number): Promise<LogEntry[]> {
  const rounds = await db
    .selectFrom('game_rounds')
    .select(['seq', 'log'])
    .where('game_id', '=', gameId)
    .execute();
  const actions = await db
    .selectFrom('game_actions')
    .select(['seq', 'log'])
    .where('game_id', '=', gameId)
    .execute();
  return [...rounds, ...actions]
    .sort((a, b) => a.seq - b.seq)
    .flatMap((r) => parse<LogEntry[]>(r.log));
}

function toRound(row: {
  round: number;
  seq: number;
  state_before: string;
  orders: string;
  log: string;
}): RoundRecord {
  return {
    round: row.round,
    seq: row.seq,
    stateBefore: parse<GameState>(row.state_before),
    orders: parse<Record<string, Order[]>>(row.orders),
    log: parse<LogEntry[]>(row.log),
  };
}

/** A host's games with their language, newest first (the host info screen). */
export async function listHostGames(db: Db, hostId: number) {
  const games = await listGames(db, hostId);
  return games.map((g) => ({
    id: g.id,
    title: g.title,
    language: { code: g.language.code, name: g.language.name },
    created_at: g.created_at,
  }));
}

/** Deletes a game with everything it holds. */
export async function deleteGame(db: Db, gameId: number): Promise<void> {
  await db.deleteFrom('games').where('id', '=', gameId).execute();
}
