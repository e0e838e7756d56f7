// The web app's one Socket.IO connection (API.md "Real time"). It depends on nothing but
// socket.io-client and the contracts, so the player bundle can use it without the back-office's
// UI kit. It connects when the first channel is watched and closes a while after the last one is
// released; it subscribes again after every reconnect, and tells each watch when all its
// channels are live, so the screen refetches once. Phones drop sockets when locked: waking the
// page (visibilitychange, pageshow, online) reconnects at once instead of waiting for a retry.
import {
  EVENT_CHANGED,
  GAME_EVENTS,
  SOCKET_PATH,
  type ClientToServerEvents,
  type EventChangedPayload,
  type GameEventPayload,
  type ServerToClientEvents,
} from '@orbis/contracts';
import { io, type Socket } from 'socket.io-client';
import { channelCarries, type LiveEventName } from './channel-events';
import { onSessionChanged } from './session-changed';

/**
 * Where a watch stands: `connecting` until its channels are first subscribed, `live` while every
 * one is, `reconnecting` after it was live while the connection is down or being restored,
 * `denied` when the server refused a channel (401/403/404: sign in again, or the game is gone).
 */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'denied';

/** A set of channels watched together (one screen's). */
export interface ChannelWatch {
  /** Channel names, built with `channels` from @orbis/contracts. */
  channels: readonly string[];
  /** An event arrived on one of the channels (`event-changed`'s payload also names its event). */
  onEvent(name: LiveEventName, payload: GameEventPayload | EventChangedPayload): void;
  /** Every channel is subscribed, after the first connection or a reconnect: refetch now. */
  onLive(): void;
  /** The watch's state changed. */
  onState?(state: LiveState): void;
}

type OrbisSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type ChannelStatus = 'pending' | 'subscribed' | 'denied';

/** How long one connection attempt may take before the next is tried. */
const CONNECT_TIMEOUT_MS = 5_000;
/** How long a subscribe may wait for its answer before it is sent again. */
const ACK_TIMEOUT_MS = 10_000;
/** How long the connection stays open after the last watch is released (a route change). */
const IDLE_CLOSE_MS = 10_000;
/** A page hidden longer than this may hold a dead connection that still looks open. */
const SLEEP_MS = 20_000;

let socket: OrbisSocket | null = null;
let idleTimer: ReturnType<typeof setTimeout> | null = null;
let hiddenAt: number | null = null;
/** Each watched channel: how many watches hold it, and its latest subscribe (by number). */
const statuses = new Map<string, { refs: number; status: ChannelStatus; attempt: number }>();
/** Each watch's state, and whether it has been live (a drop after that is `reconnecting`). */
const watches = new Map<ChannelWatch, { state: LiveState; wasLive: boolean }>();

/** Starts watching channels; returns the function that stops. */
export function watchChannels(watch: ChannelWatch): () => void {
  for (const channel of watch.channels) {
    const entry = statuses.get(channel);
    if (entry) entry.refs++;
    else {
      statuses.set(channel, { refs: 1, status: 'pending', attempt: 0 });
      if (socket?.connected) subscribe(socket, channel);
    }
  }
  watches.set(watch, { state: 'connecting', wasLive: false });
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  update(watch, true);
  connect();
  return () => release(watch);
}

/**
 * Opens a new connection now, when there is one to replace. An idle one (no watch, waiting to
 * close) is closed at once: it carries the session it was opened with, and a watch started soon
 * after (a phone joining again right after its team ended or it left) would be refused on it.
 */
function reconnectSocket(): void {
  if (!socket) return;
  socket.disconnect();
  if (watches.size > 0) socket.connect();
}

function release(watch: ChannelWatch): void {
  if (!watches.delete(watch)) return;
  for (const channel of watch.channels) {
    const entry = statuses.get(channel);
    if (!entry || --entry.refs > 0) continue;
    statuses.delete(channel);
    if (socket?.connected) socket.emit('unsubscribe', channel);
  }
  if (watches.size === 0) {
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (watches.size === 0) socket?.disconnect();
    }, IDLE_CLOSE_MS);
  }
}

function connect(): void {
  if (!socket) socket = createSocket();
  if (!socket.connected && !socket.active) socket.connect();
}

function createSocket(): OrbisSocket {
  const s: OrbisSocket = io({
    path: SOCKET_PATH,
    transports: ['websocket'],
    autoConnect: false,
    // A connection attempt that hangs (Wi-Fi that is back but not yet routing) is given up after
    // this long, not Socket.IO's 20 s, so the next attempt comes within seconds.
    timeout: CONNECT_TIMEOUT_MS,
  });
  s.on('connect', () => {
    for (const channel of statuses.keys()) subscribe(s, channel);
    updateAll();
  });
  s.on('disconnect', (reason) => {
    for (const entry of statuses.values()) entry.status = 'pending';
    updateAll();
    // The server never sends a disconnect of its own; if a proxy does, connect again anyway.
    if (reason === 'io server disconnect' && watches.size > 0) s.connect();
  });
  s.on('connect_error', updateAll);
  for (const name of GAME_EVENTS) s.on(name, (payload) => dispatch(name, payload));
  s.on(EVENT_CHANGED, (payload) => dispatch(EVENT_CHANGED, payload));
  listenForWake();
  onSessionChanged(reconnectSocket);
  return s;
}

function subscribe(s: OrbisSocket, channel: string): void {
  const entry = statuses.get(channel);
  if (!entry) return;
  const attempt = ++entry.attempt;
  s.timeout(ACK_TIMEOUT_MS).emit('subscribe', channel, (err, answer) => {
    // Only the answer to the latest subscribe of a channel still watched counts.
    if (statuses.get(channel) !== entry || entry.attempt !== attempt || !s.connected) return;
    if (err) {
      // No answer on an open connection: ask again.
      subscribe(s, channel);
      return;
    }
    entry.status = answer.ok ? 'subscribed' : 'denied';
    updateAll();
  });
}

function dispatch(name: LiveEventName, payload: GameEventPayload | EventChangedPayload): void {
  const eventId = 'eventId' in payload ? payload.eventId : undefined;
  for (const watch of watches.keys()) {
    const hears = watch.channels.some(
      (c) =>
        statuses.get(c)?.status === 'subscribed' &&
        channelCarries(c, name, payload.gameId, eventId),
    );
    if (hears) watch.onEvent(name, payload);
  }
}

function stateOf(watch: ChannelWatch, wasLive: boolean): LiveState {
  const waiting = wasLive ? 'reconnecting' : 'connecting';
  if (!socket?.connected) return waiting;
  const all = watch.channels.map((c) => statuses.get(c)?.status);
  if (all.includes('denied')) return 'denied';
  return all.every((s) => s === 'subscribed') ? 'live' : waiting;
}

/** Recomputes a watch's state; entering `live` means it must refetch. */
function update(watch: ChannelWatch, fresh = false): void {
  const entry = watches.get(watch);
  if (!entry) return;
  const before = entry.state;
  const now = stateOf(watch, entry.wasLive);
  if (now === before && !fresh) return;
  entry.state = now;
  entry.wasLive ||= now === 'live';
  watch.onState?.(now);
  if (now === 'live' && (before !== 'live' || fresh)) watch.onLive();
}

function updateAll(): void {
  for (const watch of [...watches.keys()]) update(watch);
}

/** Reconnects at once when a sleeping page wakes with a connection that is down or suspect. */
function listenForWake(): void {
  if (typeof document === 'undefined') return;
  const wake = (force: boolean) => {
    const slept = hiddenAt !== null && Date.now() - hiddenAt > SLEEP_MS;
    hiddenAt = null;
    if (!socket || watches.size === 0) return;
    if (force || slept || !socket.connected) reconnectSocket();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hiddenAt = Date.now();
    else wake(false);
  });
  // A page restored from the back-forward cache had its socket closed.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) wake(true);
  });
  window.addEventListener('online', () => wake(false));
}
