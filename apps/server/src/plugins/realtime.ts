// Real time (API.md "Real time"): Socket.IO on Fastify's own HTTP server, WebSocket transport
// only, so several processes need no sticky sessions. Anyone may connect (a browser from our own
// origin only); `subscribe` decides with the games module's access rules. Game events are forwarded to their channels once the
// write has committed; with Redis they reach the sockets of every process, also those committed
// while Redis was away (sent once it is back).
import {
  channels,
  EVENT_CHANGED,
  parseChannel,
  SOCKET_PATH,
  type Channel,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SubscribeAck,
} from '@orbis/contracts';
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import {
  channelAccess,
  isTeamPlayer,
  viewerOfSession,
  type Viewer,
} from '../modules/games/access.js';
import { eventChannels, eventPayload } from '../modules/games/write/event-rooms.js';
import { eventChanged, eventChannelAccess, WorldsOfEvents } from '../modules/events/live.js';
import { isUnavailable } from '../unavailable.js';
import type { RedisClient } from '../redis-client.js';
import { closeRedis, reportOutages } from './redis.js';
import { presenceEvent } from '../modules/games/team/presence.js';
import { findGameHeader } from '../modules/games/repository/games.js';
import { SESSION_COOKIE } from './session.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The devices of each team of game `gameId` connected now, by country id, on every process:
     * players' sessions with their team's channel open (two tabs of one browser count once).
     */
    teamDevices(gameId: number): Promise<Map<number, number>>;
    /**
     * Makes the sockets `target` names, on every process, leave each channel their session may
     * no longer see; resolves once they have (or a process did not answer in time: it is logged).
     * Call it after the change that ended the access has committed.
     */
    accessEnded(target: AccessTarget): Promise<void>;
  }
  interface FastifyRequest {
    /**
     * Marks this request as one that ends what its session grants (sign-out, sign-in, join,
     * leave): once the answer's session is stored, the sockets of the browser leave what it no
     * longer sees, before the answer goes.
     */
    endsSessionAccess(): void;
  }
}

/**
 * Whose sockets an access change concerns: every socket holding a private channel of a game (a
 * co-host removed, a code renewed, the game deleted) or any event's channel (the game may be a
 * world of it), every socket holding an event's channel (a co-host of it removed, the event
 * deleted), every socket of a user (a host deleted or given a new password), or every socket of
 * one browser's session (by the digest of its cookie).
 */
export type AccessTarget =
  { gameId: number } | { eventId: number } | { userId: number } | { device: string };

/** What the server keeps per socket. */
interface SocketData {
  /** The signed session cookie of the handshake, if any. */
  sessionCookie: string | null;
  /**
   * The browser this socket comes from, for counting devices: a digest of its session cookie
   * (tabs share it; another phone has its own), so the cookie itself never travels between
   * processes when they count.
   */
  device: string | null;
  /** The team this socket counts for in each game (game id -> country id), as a player. */
  playing: Record<string, number>;
  /** The user its session was signed in as at its last subscribe, if any. */
  userId: number | null;
  /** Subscribe and unsubscribe run one at a time, in the order they were sent. */
  queue: Promise<void>;
}

/** What processes tell each other (through the Redis adapter). */
interface ServerSideEvents {
  /** Recheck the local sockets `target` names; answer once done. */
  'access-ended': (target: AccessTarget, done: (answer: boolean) => void) => void;
}

type OrbisServer = Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;
type OrbisSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** How long counting a game's devices waits for the other processes' answers. */
const PRESENCE_WAIT_MS = 1000;

/** A socket may hold this many channels (a screen needs a few); more are refused with 403. */
export const MAX_CHANNELS_PER_SOCKET = 100;

/**
 * How long an access change waits for the other processes to recheck their sockets. A process
 * that was killed stays counted by the adapter until its heartbeat times out (10 s): the change
 * does not wait for it that long, and a dead process holds no sockets anyway.
 */
const ACCESS_RECHECK_TIMEOUT_MS = 2000;

/** The channel kinds anyone may join: rechecking them is pointless. */
const PUBLIC_CHANNELS = new Set(['endRound', 'game']);

/** How often the server pings each socket, and how long an answer (or the next ping) may take. */
export const PING_INTERVAL_MS = 3000;
export const PING_TIMEOUT_MS = 2000;

declare module 'fastify' {
  interface FastifyInstance {
    /** How many sockets are connected to this process now. */
    socketsConnected(): number;
  }
}

/** Socket.IO attached to the app's HTTP server, forwarding game events to channels. */
export default fp(
  async (app) => {
    const publisher = app.redis ? await adapterClient(app.redis, app.log) : null;
    const io: OrbisServer = new Server(app.server, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      serveClient: false,
      // Clients only send channel names.
      maxHttpBufferSize: 4096,
      // The heartbeat: a phone whose Wi-Fi died hears no ping and calls itself offline within
      // PING_INTERVAL_MS + PING_TIMEOUT_MS (Engine.IO's defaults, 25 s + 20 s, kept a room's
      // phones saying "live" for half a minute); the server drops such a socket as soon.
      pingInterval: PING_INTERVAL_MS,
      pingTimeout: PING_TIMEOUT_MS,
      adapter: publisher ? redisAdapter(publisher, app.redisPrefix) : undefined,
      allowRequest: (req, callback) => callback(null, sameOrigin(app, req)),
    });
    app.decorate('socketsConnected', () => io.engine.clientsCount);

    let closing = false;

    // The handshake names the session; its contents are read at each subscribe, and again for
    // every channel held when an access change concerns the socket (`accessEnded`). A page of
    // another origin is refused at the handshake (`sameOrigin`): SameSite=Lax keeps the cookie
    // from cross-site pages, not from another origin of the same site.
    io.use((socket, next) => {
      const header = socket.request.headers.cookie;
      const cookie = (header && app.parseCookie(header)[SESSION_COOKIE]) || null;
      socket.data.sessionCookie = cookie;
      socket.data.device = cookie && deviceOf(cookie);
      socket.data.playing = {};
      socket.data.userId = null;
      socket.data.queue = Promise.resolve();
      next();
    });

    /** Rechecks this process's sockets that `target` names. */
    async function recheckLocal(target: AccessTarget): Promise<void> {
      const concerned = [...io.of('/').sockets.values()].filter((socket) =>
        concerns(socket, target),
      );
      await Promise.all(concerned.map((socket) => inTurn(app, socket, () => recheck(app, socket))));
    }

    io.on('access-ended', (target, done) => {
      recheckLocal(target).then(
        () => done(true),
        (err: unknown) => {
          app.log.error({ err }, 'access recheck failed');
          done(false);
        },
      );
    });

    app.decorate('accessEnded', async (target: AccessTarget) => {
      const remote = publisher ? othersRecheck(io, target) : Promise.resolve();
      await Promise.all([
        recheckLocal(target),
        remote.catch((err: unknown) =>
          app.log.warn({ err }, 'access recheck: a process did not answer in time'),
        ),
      ]);
      // The adapter's commands (a socket leaving a room on another process is one) reach Redis
      // before the answer, so no event sent after the answer can overtake them.
      if (publisher) await handedToRedis(publisher);
    });

    const sessionsEnded = new WeakSet<FastifyRequest>();
    app.decorateRequest('endsSessionAccess', function (this: FastifyRequest) {
      sessionsEnded.add(this);
    });
    // After the session plugin's own onSend hook, which stores the session (registered first).
    app.addHook('onSend', (req, reply, payload, done) => {
      const cookie = req.cookies[SESSION_COOKIE];
      if (!sessionsEnded.has(req) || !cookie || reply.statusCode >= 400) return done(null, payload);
      app.accessEnded({ device: deviceOf(cookie) }).then(
        () => done(null, payload),
        (err: unknown) => done(err as Error),
      );
    });

    io.on('connection', (socket) => {
      socket.on('subscribe', (channel, ack) => {
        void inTurn(app, socket, async () => {
          const answer = await subscribe(app, socket, channel);
          if (typeof ack === 'function') ack(answer);
        });
      });
      socket.on('unsubscribe', (channel) => {
        void inTurn(app, socket, () => unsubscribe(app, socket, channel));
      });
      // Socket.IO has left every room by now: the counts no longer include this socket. A
      // process that is closing drops all its sockets at once and tells no one: the database
      // may be gone, and the sockets reconnect to another process, which tells.
      socket.on('disconnect', () => {
        if (closing) return;
        for (const gameId of Object.keys(socket.data.playing))
          presenceChanged(app, Number(gameId)).catch((err: unknown) =>
            app.log.error({ err }, 'presence event failed'),
          );
      });
    });

    app.decorate('teamDevices', async (gameId: number) => {
      // Every process answers for its own sockets (the adapter asks them through Redis). One
      // that is gone or frozen still counts among the subscribers for a moment after a kill:
      // past a short wait, this process's own sockets are the answer (those of the dead one
      // reconnect here or to another live one, whose events make the screens ask again).
      const room = io.in(playersRoom(gameId));
      const sockets = await room
        .timeout(PRESENCE_WAIT_MS)
        .fetchSockets()
        .catch((err: unknown) => {
          app.log.warn({ err }, 'presence: other processes did not answer, counting this one');
          return room.local.fetchSockets();
        });
      const devices = new Map<number, Set<string>>();
      for (const socket of sockets) {
        const countryId = socket.data.playing?.[String(gameId)];
        if (countryId === undefined) continue;
        let set = devices.get(countryId);
        if (!set) devices.set(countryId, (set = new Set()));
        set.add(socket.data.device ?? socket.id);
      }
      return new Map([...devices].map(([countryId, set]) => [countryId, set.size]));
    });

    // A world's changes also go to its event's dashboards: its event is known after the first
    // look-up, so that the event is sent with the game's own, in order.
    const worlds = new WorldsOfEvents(app.db);
    const stopForwarding = app.gameEvents.onAny((event) => {
      io.to(eventChannels(event)).emit(event.name, eventPayload(event));
      const tell = (eventId: number | null) => {
        const payload = eventId === null ? null : eventChanged(eventId, event);
        if (payload) io.to(channels.event(payload.eventId)).emit(EVENT_CHANGED, payload);
      };
      const known = worlds.known(event.payload.gameId);
      if (known !== undefined) tell(known);
      else
        worlds
          .eventOf(event.payload.gameId)
          .then(tell, (err: unknown) => app.log.error({ err }, 'event-changed failed'));
    });
    if (publisher) app.gameEvents.handOverWith(() => handedToRedis(publisher));

    app.addHook('preClose', async () => {
      closing = true;
      stopForwarding();
      // Closing the transports, not a Socket.IO disconnect, lets clients reconnect (to another
      // process, when there is one). The HTTP server cannot close while they stay open.
      io.engine.close();
      await io.of('/').adapter.close();
      if (publisher) await closeRedis(publisher);
    });
  },
  { name: 'orbis-realtime', dependencies: ['orbis-redis', 'orbis-session', 'orbis-game-events'] },
);

/**
 * Runs a socket's requests one after another; a failure drops the connection, which retries (a
 * warning when the database or Redis is away, which the probes report anyway). Resolves once the
 * task has run, failed or not.
 */
function inTurn(
  app: FastifyInstance,
  socket: OrbisSocket,
  task: () => Promise<void>,
): Promise<void> {
  socket.data.queue = socket.data.queue.then(task).catch((err: unknown) => {
    if (isUnavailable(err)) app.log.warn({ err }, 'real-time request failed: service unavailable');
    else app.log.error({ err }, 'real-time request failed');
    socket.conn.close();
  });
  return socket.data.queue;
}

/** The device a session cookie stands for (see SocketData.device). */
function deviceOf(cookie: string): string {
  return crypto.createHash('sha256').update(cookie).digest('hex');
}

/** Whether an access change for `target` concerns `socket`. */
function concerns(socket: OrbisSocket, target: AccessTarget): boolean {
  if ('device' in target) return socket.data.device === target.device;
  if ('userId' in target) return socket.data.userId === target.userId;
  for (const room of socket.rooms) {
    const channel = parseChannel(room);
    if (!channel || PUBLIC_CHANNELS.has(channel.kind)) continue;
    // Who may read an event's dashboard follows the hosts of its worlds, and its worlds.
    if (channel.kind === 'event') {
      if (!('eventId' in target) || channel.eventId === target.eventId) return true;
    } else if ('gameId' in target && channel.gameId === target.gameId) return true;
  }
  return false;
}

/** Whether the viewer may hold `channel`: a game's by the games' rules, an event's by its own. */
function access(app: FastifyInstance, viewer: Viewer, channel: Channel): Promise<SubscribeAck> {
  return channel.kind === 'event'
    ? eventChannelAccess(app.db, viewer, channel.eventId)
    : channelAccess(app.db, viewer, channel);
}

/**
 * Reads the socket's session afresh and leaves every channel it may no longer see (a team's
 * channel also takes it out of the room's count, as `unsubscribe` does). A socket whose session
 * is gone (signed out, or given a new id by a sign-in or a join in another tab of the browser) is
 * dropped instead: it reconnects with the browser's current cookie, subscribes again with what
 * that session may see, and its screen refetches, as after any reconnect.
 */
async function recheck(app: FastifyInstance, socket: OrbisSocket): Promise<void> {
  const cookie = socket.data.sessionCookie;
  const session = cookie ? await app.readSession(cookie) : null;
  if (cookie && !session) {
    socket.conn.close();
    return;
  }
  const viewer = await viewerOfSession(app.db, app.cache, session);
  socket.data.userId = viewer.user?.id ?? null;
  for (const room of [...socket.rooms]) {
    const channel = parseChannel(room);
    if (!channel || PUBLIC_CHANNELS.has(channel.kind)) continue;
    const answer = await access(app, viewer, channel);
    if (!answer.ok) await unsubscribe(app, socket, room);
  }
}

/** Asks the other processes to recheck their sockets; rejects when one does not answer in time. */
async function othersRecheck(io: OrbisServer, target: AccessTarget): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ACCESS_RECHECK_TIMEOUT_MS} ms`)),
      ACCESS_RECHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([io.serverSideEmitWithAck('access-ended', target), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether a handshake may proceed: a browser's `Origin`, when it sends one, must be this server's
 * origin as the request names it (its `Host`, with the scheme the server sees) or `PUBLIC_URL`'s.
 * A page of another site must not open a socket with the visitor's cookies.
 */
function sameOrigin(app: FastifyInstance, req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const publicUrl = app.config.publicUrl;
  if (publicUrl && origin === new URL(publicUrl).origin) return true;
  const host = req.headers.host;
  if (!host) return false;
  const forwarded = app.config.trustProxy === false ? undefined : req.headers['x-forwarded-proto'];
  const scheme =
    (typeof forwarded === 'string' && forwarded.split(',')[0]?.trim()) ||
    ('encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http');
  return origin === `${scheme}://${host}`;
}

/**
 * The room of a game's player sockets, counted for who is in the room. Not a channel (no client
 * can subscribe to it or leave it): a socket is put in it when its session subscribes to its own
 * team's channel as a player.
 */
const playersRoom = (gameId: number) => `players:${gameId}`;

/** Joins `channel` when the socket's session may see it; answers as API.md says. */
async function subscribe(
  app: FastifyInstance,
  socket: OrbisSocket,
  name: unknown,
): Promise<SubscribeAck> {
  const channel = parseChannel(name);
  if (!channel || typeof name !== 'string') return { ok: false, status: 404 };
  // Every socket is also in a room of its own id, and maybe in players' rooms.
  if (!socket.rooms.has(name) && socket.rooms.size > MAX_CHANNELS_PER_SOCKET)
    return { ok: false, status: 403 };
  const viewer = await viewerOf(app, socket);
  socket.data.userId = viewer.user?.id ?? null;
  const answer = await access(app, viewer, channel);
  if (!answer.ok) return answer;
  await socket.join(name);
  if (channel.kind === 'team') {
    const game = await findGameHeader(app.db, channel.gameId);
    const key = String(channel.gameId);
    if (game && isTeamPlayer(viewer, game, channel.countryId) && !(key in socket.data.playing)) {
      socket.data.playing[key] = channel.countryId;
      await socket.join(playersRoom(channel.gameId));
      await presenceChanged(app, channel.gameId);
    }
  }
  return answer;
}

/** Leaves `channel` (one of ours only); leaving its team's channel, a player leaves the room. */
async function unsubscribe(app: FastifyInstance, socket: OrbisSocket, name: unknown) {
  const channel = parseChannel(name);
  if (!channel || typeof name !== 'string') return;
  await socket.leave(name);
  if (channel.kind !== 'team') return;
  const key = String(channel.gameId);
  if (socket.data.playing[key] === channel.countryId) {
    delete socket.data.playing[key];
    await socket.leave(playersRoom(channel.gameId));
    await presenceChanged(app, channel.gameId);
  }
}

/** Tells the game's host channel that who is in the room changed (on every process). */
async function presenceChanged(app: FastifyInstance, gameId: number): Promise<void> {
  const event = await presenceEvent(app.db, gameId);
  if (event) app.gameEvents.emit(event);
}

/** The signed-in user and the team of the socket's session, read as an HTTP request reads it. */
async function viewerOf(app: FastifyInstance, socket: OrbisSocket): Promise<Viewer> {
  const cookie = socket.data.sessionCookie;
  return viewerOfSession(app.db, app.cache, cookie ? await app.readSession(cookie) : null);
}

/**
 * The Redis client of the streams adapter, apart from the app's: it keeps its commands while
 * Redis is away and sends them once it is back, so an event committed meanwhile still reaches
 * the sockets of every process, and the adapter's read loop (on duplicates of this client)
 * waits for Redis instead of spinning on failures.
 */
async function adapterClient(redis: RedisClient, log: FastifyBaseLogger): Promise<RedisClient> {
  const client = redis.duplicate({ disableOfflineQueue: false });
  reportOutages(client, log, 'redis (real time)');
  await client.connect();
  return client;
}

/** How long a write's answer may wait for its events to reach Redis (see `handedToRedis`). */
const HAND_OVER_TIMEOUT_MS = 1000;

/**
 * Resolves once Redis has run every command `client` was given before: the adapter's XADD of
 * each event emitted so far, which Socket.IO sends without waiting for it. Redis answers a
 * client's commands in order, so the answer to a PING sent now comes after theirs. While Redis is
 * away it resolves at once: the client keeps those commands for Redis's return, and a call is not
 * held for an outage; the wait is bounded by HAND_OVER_TIMEOUT_MS in any case.
 */
async function handedToRedis(client: RedisClient): Promise<void> {
  if (!client.isReady) return;
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, HAND_OVER_TIMEOUT_MS);
  });
  const ping = client.ping().then(
    () => undefined,
    () => undefined,
  );
  await Promise.race([ping, bound]);
  clearTimeout(timer);
}

/** The Redis streams adapter, on this deployment's keys; it reads with clients of its own. */
function redisAdapter(client: RedisClient, prefix: string) {
  const name = `${prefix}socket.io`;
  return createAdapter(client, {
    streamName: name,
    channelPrefix: name,
    sessionKeyPrefix: `${name}:session:`,
    // How long a blocked read may keep a closing process waiting.
    blockTimeInMs: 1000,
    onlyPlaintext: true,
  });
}
