// Who may do what with a game. Routes and real-time channel checks share these rules.
import type { Channel, SubscribeAck } from '@orbis/contracts';
import type { Db } from '../../db/database.js';
import { forbidden, notFound, unauthenticated } from '../../errors.js';
import { sessionUser, type SignedInSession } from '../auth/session-user.js';
import type { Cache } from '../cache.js';
import type { Role } from '../users/repository.js';
import { teamCodeStamps } from './access-codes.js';
import { findGameHeader, type GameHeader } from './repository/games.js';
import { findTeam } from './repository/teams.js';

/** The team a session plays. */
export interface TeamSession {
  gameId: number;
  countryId: number;
}

/**
 * The team as `join` stores it in the session. It plays the team while the team's code is the one
 * it joined with, and, when a host entered without a code, while that host may run the game.
 */
export interface JoinedTeam extends TeamSession {
  /** The stamp of the team's code when it joined (`codeStamp`): a new code ends the session. */
  code: string;
  /** The host who entered without a code ("enter as player"), whose right the session borrows. */
  hostId?: number;
}

/** Whoever is asking: a signed-in back-office user, a team session, both, or neither. */
export interface Viewer {
  user: { id: number; role: Role } | null;
  team: TeamSession | null;
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/**
 * The viewer of a stored session, such as a socket's handshake finds it: its user while that
 * user is active and its password unchanged since signing in, and its team while it still plays
 * it (`liveTeam`). HTTP requests read theirs through the same two rules (plugins/auth.ts).
 */
export async function viewerOfSession(
  db: Db,
  cache: Cache,
  session: (SignedInSession & { team?: unknown }) | null | undefined,
): Promise<Viewer> {
  const found = await sessionUser(db, cache, session);
  const user = found && { id: found.id, role: found.role };
  return { user, team: await liveTeam(db, cache, user, session?.team) };
}

/**
 * The team a session stored by `join` still plays, or null: its code has been renewed since, the
 * game is gone, or it was entered without a code by a host who may no longer run the game
 * (removed as a co-host, deleted, signed out: then `user` is someone else or nobody).
 */
export async function liveTeam(
  db: Db,
  cache: Cache,
  user: Viewer['user'],
  stored: unknown,
): Promise<TeamSession | null> {
  const team = stored as Partial<JoinedTeam> | null | undefined;
  if (!team || !isId(team.gameId) || !isId(team.countryId) || typeof team.code !== 'string')
    return null;
  const stamps = await teamCodeStamps(db, cache, team.gameId);
  if (stamps[team.countryId] !== team.code) return null;
  if (team.hostId !== undefined) {
    if (user?.id !== team.hostId) return null;
    const game = await findGameHeader(db, team.gameId);
    if (!game || !canHostGame(user, game)) return null;
  }
  return { gameId: team.gameId, countryId: team.countryId };
}

/** Who hosts a game: its owner and the co-hosts the owner named (the game's header). */
type GameHosts = Pick<GameHeader, 'hostId' | 'cohostIds'>;

/** True when `user` may host the game: its owner, one of its co-hosts, or an admin. */
export function canHostGame(
  user: Viewer['user'],
  game: GameHosts,
): user is NonNullable<Viewer['user']> {
  return (
    user !== null &&
    (user.role === 'admin' || user.id === game.hostId || game.cohostIds.includes(user.id))
  );
}

/**
 * True when `user` may do what only the game's owner may (delete it, manage its co-hosts): its
 * owner, or an admin. A co-host may not.
 */
export function canOwnGame(
  user: Viewer['user'],
  game: Pick<GameHeader, 'hostId'>,
): user is NonNullable<Viewer['user']> {
  return user !== null && (user.role === 'admin' || user.id === game.hostId);
}

/**
 * True when the session is one of the team's players in the room: it plays team `countryId` and
 * is not signed in as someone who may host the game (the host trying a team's screen is not a
 * team arriving). Who has joined and how many devices are connected count only these.
 */
export function isTeamPlayer(
  viewer: Viewer,
  game: Pick<GameHeader, 'id'> & GameHosts,
  countryId: number,
): boolean {
  return playsTeam(viewer, game.id, countryId) && !canHostGame(viewer.user, game);
}

/** True when the session plays team `countryId` of game `gameId`. */
export function playsTeam(viewer: Viewer, gameId: number, countryId: number): boolean {
  return viewer.team?.gameId === gameId && viewer.team.countryId === countryId;
}

/**
 * True when the viewer may see one team's private view: that team, the game's owner or a co-host,
 * an admin.
 */
export function canSeeTeam(
  viewer: Viewer,
  game: Pick<GameHeader, 'id'> & GameHosts,
  countryId: number,
): boolean {
  return playsTeam(viewer, game.id, countryId) || canHostGame(viewer.user, game);
}

/** A check that answers the game when `may` lets `user` at it: 401 signed out, 404 unknown, 403. */
const requireGame =
  (may: (user: Viewer['user'], game: GameHeader) => boolean) =>
  async (db: Db, user: Viewer['user'], gameId: number): Promise<GameHeader> => {
    if (!user) throw unauthenticated();
    const game = await findGameHeader(db, gameId);
    if (!game) throw notFound();
    if (!may(user, game)) throw forbidden();
    return game;
  };

/**
 * The game, when `user` may host it (its owner, a co-host, an admin): 401 signed out, 404 for an
 * unknown game, 403 for another host's game.
 */
export const requireHostedGame = requireGame(canHostGame);

/**
 * The game, when `user` may do what only its owner may (delete it, manage its co-hosts): 401
 * signed out, 404 for an unknown game, 403 for anyone but its owner or an admin (a co-host too).
 */
export const requireOwnedGame = requireGame(canOwnGame);

/** The session's team in game `gameId`: 401 without a team, 403 when it plays another game. */
export function requireTeam(viewer: Viewer, gameId: number): TeamSession {
  if (!viewer.team) throw unauthenticated();
  if (viewer.team.gameId !== gameId) throw forbidden();
  return viewer.team;
}

/** A channel of one game (an event's channel is the events module's: `eventChannelAccess`). */
export type GameChannel = Exclude<Channel, { kind: 'event' }>;

/**
 * Whether the viewer may join a real-time channel of a game (API.md "Real time"): the round feeds are
 * public; the host channels need the game's owner, a co-host or an admin; a team channel also
 * lets that team's sessions in. Unknown games and teams are 404; a stranger without any session is 401,
 * one whose session may not see the channel 403.
 */
export async function channelAccess(
  db: Db,
  viewer: Viewer,
  channel: GameChannel,
): Promise<SubscribeAck> {
  const game = await findGameHeader(db, channel.gameId);
  if (!game) return { ok: false, status: 404 };
  if (channel.kind === 'endRound' || channel.kind === 'game') return { ok: true };
  if (channel.kind === 'team' && !(await findTeam(db, game.id, channel.countryId)))
    return { ok: false, status: 404 };
  const allowed =
    channel.kind === 'team'
      ? canSeeTeam(viewer, game, channel.countryId)
      : canHostGame(viewer.user, game);
  if (allowed) return { ok: true };
  return { ok: false, status: viewer.user || viewer.team ? 403 : 401 };
}
