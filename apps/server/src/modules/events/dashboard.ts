// The event's dashboard: a tile per world the caller may see, with the flags that say what needs
// the lead's feet, computed when it is read from what the server knows already: each world's
// state and clock, its order sets, and its teams' phones connected now.
import {
  WORLD_FLAGS,
  type EventDashboard,
  type EventWorldTile,
  type WorldFlag,
} from '@orbis/contracts';
import { promisesOf } from '@orbis/engine';
import type { Db } from '../../db/database.js';
import type { Viewer } from '../games/access.js';
import { clockJson } from '../games/clock-view.js';
import { hostCards } from '../games/repository/cohosts.js';
import { loadGame, type GameRecord } from '../games/repository/games.js';
import { ordersOfRound, setsEnteredBy } from '../games/repository/orders.js';
import { listTeams } from '../games/repository/teams.js';
import { oneDecimal } from '../games/screens/views.js';
import { requireEventReader } from './access.js';

/** Orders still missing with less than this left in the orders phase flag `late_orders`. */
export const LATE_ORDERS_MS = 60_000;

/** A team with no phone connected for longer than this, in a running round, flags `offline`. */
export const OFFLINE_MS = 30_000;

/** The phones connected now per team of a game, by country id, on every process. */
export type CountDevices = (gameId: number) => Promise<ReadonlyMap<number, number>>;

/**
 * Since when each team has been seen without a phone, by `gameId:countryId`: the real-time
 * layer counts the phones connected now, not since when none are, so the dashboard notes the
 * moment it first finds a team without one, and forgets it once a phone is back. Kept per
 * process: another process's dashboard starts its own count.
 */
export class OfflineSince {
  private readonly since = new Map<string, number>();

  /** Notes that team `countryId` of game `gameId` is offline (or not) at `now`; answers since when. */
  seen(gameId: number, countryId: number, offline: boolean, now: number): number | null {
    const key = `${gameId}:${countryId}`;
    if (!offline) {
      this.since.delete(key);
      return null;
    }
    const since = this.since.get(key) ?? now;
    this.since.set(key, since);
    return since;
  }

  /** Forgets the teams of a game that is gone or no longer in a running round. */
  forget(gameId: number): void {
    for (const key of this.since.keys()) if (key.startsWith(`${gameId}:`)) this.since.delete(key);
  }
}

/** The best average standard as shown, first of the tied; null without countries. */
function leaderOf(game: GameRecord): EventWorldTile['leader'] {
  let leader: EventWorldTile['leader'] = null;
  for (const c of game.state.countries) {
    const averageStandard = oneDecimal(c.averageStandard);
    if (!leader || averageStandard > leader.averageStandard)
      leader = { country: c.id, name: c.name, averageStandard };
  }
  return leader;
}

/** One world's tile, its flags but `behind` (which compares worlds). */
async function worldTile(
  db: Db,
  game: GameRecord,
  countDevices: CountDevices,
  offlineSince: OfflineSince,
  now: number,
): Promise<EventWorldTile> {
  const { state } = game;
  const running = state.phase !== 'stopped' && !state.over;
  const [teams, sets, entered, devices] = await Promise.all([
    listTeams(db, game.id),
    ordersOfRound(db, game.id, state.round),
    running ? setsEnteredBy(db, game.id) : null,
    running ? countDevices(game.id) : null,
  ]);
  const clock = clockJson(state, now);
  const flags: WorldFlag[] = [];
  const missing = teams.filter((t) => !sets.has(t.id)).length;
  if (
    running &&
    clock?.phase === 'orders' &&
    !clock.paused &&
    clock.left * 1000 < LATE_ORDERS_MS &&
    missing > 0
  )
    flags.push('late_orders');
  // The host enters the orders of a team without phones: such a team is not missing.
  const byHost = new Set<number>();
  for (const round of entered?.values() ?? [])
    for (const [countryId, by] of round) if (by === 'host') byHost.add(countryId);
  const offline: string[] = [];
  let longOffline = false;
  if (!running) offlineSince.forget(game.id);
  for (const team of teams) {
    if (!running || byHost.has(team.id)) continue;
    const none = (devices?.get(team.id) ?? 0) === 0;
    const since = offlineSince.seen(game.id, team.id, none, now);
    if (since === null) continue;
    offline.push(team.name);
    if (now - since > OFFLINE_MS) longOffline = true;
  }
  if (longOffline) flags.push('offline');
  if (state.collapsed) flags.push('collapsed');
  if (state.over) flags.push('over');
  return {
    gameId: game.id,
    title: game.title,
    round: state.round,
    rounds: state.variables.rounds,
    stopped: state.phase === 'stopped',
    over: state.over,
    collapsed: state.collapsed,
    clock,
    ecology: oneDecimal(state.ecology),
    orders: { in: teams.length - missing, of: teams.length },
    leader: leaderOf(game),
    offline,
    promisesBroken: promisesOf(state).filter((p) => p.status === 'broken').length,
    flags,
  };
}

/**
 * The dashboard of event `eventId` for `user` (401, 404, 403 as `requireEventReader`): a tile
 * per world they may see. A world is `behind` when its round is lower than another world's,
 * among all the event's worlds, seen or not.
 */
export async function eventDashboard(
  db: Db,
  user: Viewer['user'],
  eventId: number,
  countDevices: CountDevices,
  offlineSince: OfflineSince,
  now: number,
): Promise<EventDashboard> {
  const { event, worlds, allWorlds } = await requireEventReader(db, user, eventId);
  const games = new Map<number, GameRecord>();
  for (const world of allWorlds) {
    const game = await loadGame(db, world.id);
    if (game) games.set(world.id, game);
  }
  const furthest = Math.max(0, ...[...games.values()].map((g) => g.state.round));
  // Each world's phones are counted across processes: the worlds are read side by side.
  const tiles = await Promise.all(
    worlds.flatMap((world) => {
      const game = games.get(world.id);
      return game ? [worldTile(db, game, countDevices, offlineSince, now)] : [];
    }),
  );
  for (const tile of tiles) {
    if (tile.round < furthest) tile.flags.push('behind');
    tile.flags.sort((a, b) => WORLD_FLAGS.indexOf(a) - WORLD_FLAGS.indexOf(b));
  }
  const [[owner], cohosts] = await Promise.all([
    hostCards(db, [event.hostId]),
    hostCards(db, event.cohostIds),
  ]);
  if (!owner) throw new Error(`event ${event.id} has no owner`);
  return {
    event: { id: event.id, title: event.title, created_at: event.createdAt, owner, cohosts },
    worlds: tiles,
  };
}
