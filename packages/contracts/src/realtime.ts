// Real time (API.md "Real time"): Socket.IO at /socket.io, WebSocket transport, the API's
// cookies. Declared once for the server and the web app.
import { parseId } from './ids.js';

/** The Socket.IO path. */
export const SOCKET_PATH = '/socket.io';

/** Channel names, as the spec names them. */
export const channels = {
  /** Host channel: `orders-accepted`, `cohosts-changed`, `access-codes-changed`. */
  acceptOrders: (gameId: number) => `acceptOrders.${gameId}`,
  /** Host channel: `negotiation-changed`, `promise-changed`. */
  changeNegotiation: (gameId: number) => `changeNegotiation.${gameId}`,
  /** Public: `round-ended`. */
  endRound: (gameId: number) => `endRound.${gameId}`,
  /**
   * Public: `round-started`, `round-ended`, `clock-changed`, `final-revealed`, `world-event`,
   * `map-changed`, `turning-points-step`.
   */
  game: (gameId: number) => `game.${gameId}`,
  /**
   * One team (its sessions, the host, an admin): `team-changed`, `negotiation-changed`,
   * `draft-changed`, `promise-changed`.
   */
  team: (gameId: number, countryId: number) => `team.${gameId}.${countryId}`,
  /** Host channel: `presence-changed` (a team joined, a device connected or left). */
  presence: (gameId: number) => `presence.${gameId}`,
  /** An event's dashboard (who may read it): `event-changed` on every change of one of its worlds. */
  event: (eventId: number) => `event.${eventId}`,
} as const;

export type ChannelKind = keyof typeof channels;

/** A channel name read back: its kind, game and (for a team channel) country, or its event. */
export type Channel =
  | { kind: Exclude<ChannelKind, 'team' | 'event'>; gameId: number }
  | { kind: 'team'; gameId: number; countryId: number }
  | { kind: 'event'; eventId: number };

const CHANNEL_PATTERN =
  /^(acceptOrders|changeNegotiation|endRound|game|team|presence|event)\.([^.]+)(?:\.([^.]+))?$/;

/** Parses a channel name; null for anything that is not one of ours. Ids as `parseId` reads them. */
export function parseChannel(name: unknown): Channel | null {
  if (typeof name !== 'string') return null;
  const m = CHANNEL_PATTERN.exec(name);
  if (!m) return null;
  const kind = m[1] as ChannelKind;
  // A game's id, or an event's for an event's channel.
  const id = parseId(m[2]!);
  if (id === null) return null;
  if (kind === 'event') return m[3] === undefined ? { kind, eventId: id } : null;
  const gameId = id;
  if (kind === 'team') {
    const countryId = m[3] === undefined ? null : parseId(m[3]);
    return countryId === null ? null : { kind, gameId, countryId };
  }
  return m[3] === undefined ? { kind, gameId } : null;
}

/** Event names. */
export const GAME_EVENTS = [
  'orders-accepted',
  'negotiation-changed',
  'round-started',
  'round-ended',
  'team-changed',
  'clock-changed',
  'final-revealed',
  'presence-changed',
  'draft-changed',
  'cohosts-changed',
  'world-event',
  'promise-changed',
  'access-codes-changed',
  'map-changed',
  'turning-points-step',
] as const;
export type GameEventName = (typeof GAME_EVENTS)[number];

/** What an event's dashboard hears when one of its worlds changes. */
export const EVENT_CHANGED = 'event-changed';

/** The events each channel carries. */
export const CHANNEL_EVENTS: Readonly<
  Record<ChannelKind, readonly (GameEventName | typeof EVENT_CHANGED)[]>
> = {
  acceptOrders: ['orders-accepted', 'cohosts-changed', 'access-codes-changed'],
  changeNegotiation: ['negotiation-changed', 'promise-changed'],
  endRound: ['round-ended'],
  game: [
    'round-started',
    'round-ended',
    'clock-changed',
    'final-revealed',
    'world-event',
    'map-changed',
    'turning-points-step',
  ],
  team: ['team-changed', 'negotiation-changed', 'draft-changed', 'promise-changed'],
  presence: ['presence-changed'],
  event: [EVENT_CHANGED],
};

/**
 * What every event carries: `round` is the current round after the change, `seq` the game's
 * version after it (it rises with every change; `presence-changed` changes no game, so it carries
 * the version as it stands). A draft is not a change of the game: `draft-changed`'s `seq` is the
 * draft's own version, rising with each save of that team's draft. Events are hints: a screen
 * refetches. A type,
 * not a zod schema: nothing validates it at run time, and a schema here would put zod into every
 * bundle that watches a channel (the projector's, the player's).
 */
export interface GameEventPayload {
  gameId: number;
  round: number;
  seq: number;
}

/**
 * `event-changed`: world `gameId` of event `eventId` changed (its orders, round, clock, presence,
 * promises, world events, hosts); `round` and `seq` are that world's, as its own events carry.
 */
export interface EventChangedPayload extends GameEventPayload {
  eventId: number;
}

/** The answer to `subscribe`. */
export type SubscribeAck = { ok: true } | { ok: false; status: 401 | 403 | 404 };

/** Events the server sends. */
export type ServerToClientEvents = {
  [E in GameEventName]: (payload: GameEventPayload) => void;
} & { [EVENT_CHANGED]: (payload: EventChangedPayload) => void };

/** Events a client sends. */
export interface ClientToServerEvents {
  subscribe: (channel: string, ack: (answer: SubscribeAck) => void) => void;
  unsubscribe: (channel: string) => void;
}
