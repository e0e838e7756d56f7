// Real-time helpers for tests and the benchmark: socket.io-client sockets that carry a client's
// cookies, as a browser's WebSocket handshake does, and waits for the events they hear.
import type { AddressInfo } from 'node:net';
import {
  EVENT_CHANGED,
  GAME_EVENTS,
  SOCKET_PATH,
  type EventChangedPayload,
  type ClientToServerEvents,
  type GameEventName,
  type GameEventPayload,
  type ServerToClientEvents,
  type SubscribeAck,
} from '@orbis/contracts';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** One event a socket heard. */
export interface Heard {
  name: GameEventName;
  payload: GameEventPayload;
}

/** Makes the app listen on a free loopback port; returns its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The Cookie header a cookie jar sends. */
export function cookieHeader(cookies: ReadonlyMap<string, string>): string {
  return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * A connected socket; its handshake carries `cookies` (none: a stranger) and, as a browser's does,
 * `origin` if given. With `reconnection` it connects again after a drop, with Socket.IO's default
 * delays as the web app does; resubscribing is the caller's business, as it is the web app's.
 */
export async function connectSocket(
  baseUrl: string,
  cookies: ReadonlyMap<string, string> = new Map(),
  { reconnection = false, origin }: { reconnection?: boolean; origin?: string } = {},
): Promise<ClientSocket> {
  const socket: ClientSocket = io(baseUrl, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection,
    forceNew: true,
    extraHeaders: {
      ...(cookies.size > 0 && { cookie: cookieHeader(cookies) }),
      ...(origin !== undefined && { origin }),
    },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Sends `subscribe` and returns the server's answer. */
export function subscribe(socket: ClientSocket, channel: string): Promise<SubscribeAck> {
  return socket.timeout(10_000).emitWithAck('subscribe', channel);
}

/** Records every game event a socket hears, in order. */
export function record(socket: ClientSocket): Heard[] {
  const heard: Heard[] = [];
  for (const name of GAME_EVENTS) socket.on(name, (payload) => heard.push({ name, payload }));
  return heard;
}

/** Resolves with the next `name` event the socket hears for game (or world) `gameId`. */
export function nextEvent<N extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  name: N,
  gameId: number,
  timeoutMs = 10_000,
): Promise<Parameters<ServerToClientEvents[N]>[0]> {
  type Payload = Parameters<ServerToClientEvents[N]>[0];
  // socket.io's typed `on` and `off` cannot follow a name that is a type parameter.
  const events = socket as unknown as {
    on(name: N, listener: (payload: Payload) => void): void;
    off(name: N, listener: (payload: Payload) => void): void;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      events.off(name, listener);
      reject(new Error(`no ${name} for game ${gameId} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: Payload) => {
      if (payload.gameId !== gameId) return;
      clearTimeout(timer);
      events.off(name, listener);
      resolve(payload);
    };
    events.on(name, listener);
  });
}

/** Every `event-changed` a socket hears, in order. */
export function heardEventChanges(socket: ClientSocket): EventChangedPayload[] {
  const all: EventChangedPayload[] = [];
  socket.on(EVENT_CHANGED, (payload) => all.push(payload));
  return all;
}
