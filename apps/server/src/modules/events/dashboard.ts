// The event's dashboard: a tile per world the caller may see, with the flags that say what needs
// the lead's feet. What changes only with a world's version (its round, standings, order sets) is
// kept per version in the app's view cache, as the control screen is; the clock, the phones
// connected now and the flags that come with time are put in at each read.
import {
  WORLD_FLAGS,
  type EventDashboard,
  type EventWorldTile,
  type WorldFlag,
} from '@orbis/contracts';
import { promisesOf } from '@orbis/engine';
import type { Db } from '../../db/database.js';
import type { Viewer } from '../games/access.js';
import type { Cache } from '../cache.js';
import { clockJson, clockSource, type ClockSource } from '../games/clock-view.js';
import { hostCards } from '../games/repository/cohosts.js';
import { gameVersion, loadGame, type GameRecord } from '../games/repository/games.js';
import { ordersOfRound, setsEnteredBy } from '../games/repository/orders.js';
import { listTeams } from '../games/repository/teams.js';
import { oneDecimal } from '../games/screens/views.js';
import { requireEventReader } from './access.js';
import type { WorldRow } from './repository.js';

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

/** What a world's tile shows that changes only with the game's version, kept per version. */
interface TileFacts {
  tile: Omit<EventWorldTile, 'clock' | 'offline' | 'flags'>;
  clock: ClockSource | null;
  running: boolean;
  /** Teams without a set for the round. */
  missing: number;
  /** The teams whose phones count: all but those whose orders the host entered this game. */
  phoned: { id: number; name: string }[];
}

/** An empty answer: the dashboard keeps a world's facts beside it, not JSON. */
const NO_JSON = Buffer.alloc(0);
/** The facts depend on no game texts. */
const NO_TEXTS = {};

async function tileFacts(db: Db, game: GameRecord): Promise<TileFacts> {
  const { state } = game;
  const running = state.phase !== 'stopped' && !state.over;
  const [teams, sets, entered] = await Promise.all([
    listTeams(db, game.id),
    ordersOfRound(db, game.id, state.round),
    running ? setsEnteredBy(db, game.id) : null,
  ]);
  const missing = teams.filter((t) => !sets.has(t.id)).length;
  // The host enters the orders of a team without phones: such a team is not missing.
  const byHost = new Set<number>();
  for (const round of entered?.values() ?? [])
    for (const [countryId, by] of round) if (by === 'host') byHost.add(countryId);
  return {
    tile: {
      gameId: game.id,
      title: game.title,
      language: game.language.code,
      round: state.round,
      rounds: state.variables.rounds,
      stopped: state.phase === 'stopped',
      over: state.over,
      collapsed: state.collapsed,
      ecology: oneDecimal(state.ecology),
      orders: { in: teams.length - missing, of: teams.length },
      leader: leaderOf(game),
      promisesBroken: promisesOf(state).filter((p) => p.status === 'broken').length,
    },
    clock: clockSource(state),
    running,
    missing,
    phoned: teams.filter((t) => !byHost.has(t.id)).map((t) => ({ id: t.id, name: t.name })),
  };
}

/** A world's facts at its version `world.version`: kept, or read and kept; null once it is gone. */
async function keptFacts(db: Db, cache: Cache, world: WorldRow): Promise<TileFacts | null> {
  const view = await cache.view<TileFacts | null>(
    { gameId: world.id, version: world.version, stamp: NO_TEXTS, viewer: 'event-tile' },
    async () => {
      const game = await loadGame(db, world.id);
      return game
        ? { version: game.version, json: NO_JSON, extra: await tileFacts(db, game) }
        : { version: world.version, json: NO_JSON, extra: null };
    },
    () => gameVersion(db, world.id),
  );
  return view.extra ?? null;
}

/** One world's tile at `now`: its facts with the clock, the phones and the flags but `behind`. */
async function worldTile(
  facts: TileFacts,
  countDevices: CountDevices,
  offlineSince: OfflineSince,
  now: number,
): Promise<EventWorldTile> {
  const { tile, running } = facts;
  const clock = facts.clock && clockJson(facts.clock, now);
  const flags: WorldFlag[] = [];
  if (
    running &&
    clock?.phase === 'orders' &&
    !clock.paused &&
    clock.left * 1000 < LATE_ORDERS_MS &&
    facts.missing > 0
  )
    flags.push('late_orders');
  const offline: string[] = [];
  let longOffline = false;
  if (!running) offlineSince.forget(tile.gameId);
  else {
    const devices = await countDevices(tile.gameId);
    for (const team of facts.phoned) {
      const none = (devices.get(team.id) ?? 0) === 0;
      const since = offlineSince.seen(tile.gameId, team.id, none, now);
      if (since === null) continue;
      offline.push(team.name);
      if (now - since > OFFLINE_MS) longOffline = true;
    }
  }
  if (longOffline) flags.push('offline');
  if (tile.collapsed) flags.push('collapsed');
  if (tile.over) flags.push('over');
  return { ...tile, clock: clock ?? null, offline, flags };
}

/**
 * The dashboard of event `eventId` for `user` (401, 404, 403 as `requireEventReader`): a tile
 * per world they may see. A world is `behind` when its round is lower than another world's,
 * among all the event's worlds, seen or not.
 */
export async function eventDashboard(
  db: Db,
  cache: Cache,
  user: Viewer['user'],
  eventId: number,
  countDevices: CountDevices,
  offlineSince: OfflineSince,
  now: number,
): Promise<EventDashboard> {
  const { event, worlds, allWorlds } = await requireEventReader(db, user, eventId);
  // Every world's facts, seen or not: `behind` compares the caller's worlds with all of them.
  const facts = new Map<number, TileFacts>();
  for (const world of allWorlds) {
    const kept = await keptFacts(db, cache, world);
    if (kept) facts.set(world.id, kept);
  }
  const furthest = Math.max(0, ...[...facts.values()].map((f) => f.tile.round));
  // Each world's phones are counted across processes: the worlds are read side by side.
  const tiles = await Promise.all(
    worlds.flatMap((world) => {
      const kept = facts.get(world.id);
      return kept ? [worldTile(kept, countDevices, offlineSince, now)] : [];
    }),
  );
  for (const tile of tiles) {
    if (tile.round < furthest) tile.flags.push('behind');
    tile.flags.sort((a, b) => WORLD_FLAGS.indexOf(a) - WORLD_FLAGS.indexOf(b));
  }
  // One query for the owner and the co-hosts; the owner's card is the one with their id.
  const cards = await hostCards(db, [event.hostId, ...event.cohostIds]);
  const owner = cards.find((c) => c.id === event.hostId);
  const cohosts = cards.filter((c) => c.id !== event.hostId);
  if (!owner) throw new Error(`event ${event.id} has no owner`);
  return {
    event: { id: event.id, title: event.title, created_at: event.createdAt, owner, cohosts },
    worlds: tiles,
  };
}
