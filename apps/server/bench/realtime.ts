// `npm run bench:realtime`: one server process on loopback, 200 games with a host socket, 9 team
// sessions (each with a socket) and a projector socket each: 2,200 sockets. Teams submit orders
// over HTTP, every game at once; the headline is the submit's request -> the host's
// `orders-accepted` (the event goes out before the response, so timing it from the response
// would flatter it). Also the end of a round's request -> `round-ended` on all 11 sockets of the
// game. Bounded in count (games x teams x rounds) and in time (--time-limit). Not a test: it
// reports figures against the target (p99 < 250 ms), and the server's CPU time per submit, which
// depends less on what else the machine runs.
//
//   npm run bench:realtime -- [--games 200] [--teams 9] [--rounds 2] [--warmup-rounds 1]
//                             [--time-limit 600] [--drafts] [--event 6x9 [--broadcast]]
//                             [--concurrency 200] [--redis redis://127.0.0.1:6379]
//                             [--database postgres://postgres@127.0.0.1:5432/postgres]
//                             [--processes 1] [--kill-one] [--cpu-prof /tmp/prof]
//                             [--node-options="--max-semi-space-size=32"]
// --concurrency: how many games submit at the same time (each game's teams one after another);
// --warmup-rounds: rounds played first and left out of every figure but the lost counts (a fresh
// process spends its first bursts compiling its hot code; a venue's server has long done so);
// --cpu-prof: profiles the server (node --cpu-prof into that folder) and writes the bursts'
// start and end there (bursts.json, µs on the profile's clock), to read the bursts alone.
// --node-options: Node options of every server process, e.g. to try V8's heap settings.
// --drafts: before each round's burst, every team saves two drafts half a second apart, as its
// phones do while ticking (at most two a second); they are left out of every figure.
// --database: a PostgreSQL server; the benchmark creates its own database there and drops it.
// --processes N: N server processes behind HAProxy (bench/haproxy.ts: checks on /livez); N > 1
// needs --redis and --database. --kill-one: SIGKILLs one process halfway through the first burst;
// submits are retried (bench/retrying-submit.ts) and sockets reconnect and subscribe again.
// --event WORLDSxTEAMS: an event's worlds and the lead's dashboard instead of --games separate
// games, with --broadcast the rounds started and ended by the lead's broadcast (bench/event.ts).
// At the end it reads the database to check that every order set answered 200 is stored.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { channels, paths, type GameControl, type Order } from '@orbis/contracts';
import * as hdr from 'hdr-histogram-js';
import { cleanUpOnExit } from '../src/test/clean-up.js';
import { addGame, control, endRound, joinWith, startRound } from '../src/test/games.js';
import { closeIdleConnections, HttpClient } from '../src/test/http-client.js';
import { BENCH_ADMIN, benchUsers } from './bench-users.js';
import { deleteRedisKeys } from '../src/test/redis-keys.js';
import { startServerProcess, type ServerProcess } from '../src/test/server-process.js';
import type { ClientSocket } from '../src/test/sockets.js';
import {
  createPostgresDatabase,
  orderSetKey,
  sqliteDatabase,
  type BenchDatabase,
  type OrderSetKey,
} from './bench-database.js';
import { BenchSocket, EVENT_TIMEOUT_MS, EventArrivals, waitFor } from './bench-sockets.js';
import { parseEventShape, runEventBench } from './event.js';
import { ensureHaproxy, startHaproxy, type Haproxy } from './haproxy.js';
import { submitRetrying } from './retrying-submit.js';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    teams: { type: 'string', default: '9' },
    rounds: { type: 'string', default: '2' },
    'warmup-rounds': { type: 'string', default: '1' },
    concurrency: { type: 'string' },
    'time-limit': { type: 'string', default: '600' },
    redis: { type: 'string' },
    database: { type: 'string' },
    processes: { type: 'string', default: '1' },
    'kill-one': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    'node-options': { type: 'string' },
    drafts: { type: 'boolean', default: false },
    event: { type: 'string' },
    broadcast: { type: 'boolean', default: false },
  },
});
const GAMES = Number(args.games);
const TEAMS = Number(args.teams);
const ROUNDS = Number(args.rounds);
const WARMUP_ROUNDS = Number(args['warmup-rounds']);
const CONCURRENCY = Number(args.concurrency ?? GAMES);
const PROCESSES = Number(args.processes);
const KILL_ONE = args['kill-one'];
const DRAFTS = args.drafts;
/** The drafts each team saves before its set, and the wait after each (a phone saves at most
 * twice a second). */
const DRAFTS_BEFORE_SET: Order[][] = [[], [{ type: 'ecology' }]];
const DRAFT_SPACING_MS = 500;
const deadline = Date.now() + Number(args['time-limit']) * 1000;
/** How long a socket whose process died may take to be subscribed again. */
const RECONNECT_TIMEOUT_MS = 30_000;
const TARGET_P99_MS = 250;

/** Refuses option combinations the server cannot run; the message says what to add. */
function checkOptions(): void {
  // A game has six rounds.
  if (
    ![ROUNDS, WARMUP_ROUNDS].every(Number.isInteger) ||
    ROUNDS < 1 ||
    WARMUP_ROUNDS < 0 ||
    ROUNDS + WARMUP_ROUNDS > 6
  )
    throw new UsageError(
      `--rounds (at least 1) and --warmup-rounds (at least 0) must be whole numbers adding up to at most 6 (got ${args.rounds} and ${args['warmup-rounds']})`,
    );
  if (!Number.isInteger(PROCESSES) || PROCESSES < 1)
    throw new UsageError(
      `--processes must be a whole number of at least 1 (got ${args.processes})`,
    );
  if (PROCESSES > 1 && !args.redis)
    throw new UsageError(
      '--processes above 1 needs --redis redis://…: events committed by one process reach the ' +
        "sockets of the others only through Redis (docs/operations.md, 'PostgreSQL, Redis and several processes').",
    );
  // docs/operations.md: several processes serve one PostgreSQL database; a SQLite file is one
  // process's (its session store and caches are per process without Redis, and its claim file
  // and backups assume one writer).
  if (PROCESSES > 1 && !args.database)
    throw new UsageError(
      '--processes above 1 needs --database postgres://…: several server processes share a ' +
        'PostgreSQL database, not a SQLite file (docs/operations.md).',
    );
  if (KILL_ONE && PROCESSES < 2)
    throw new UsageError('--kill-one needs --processes 2 or more: one must be left to serve.');
  if (args.broadcast && !args.event)
    throw new UsageError('--broadcast needs --event WORLDSxTEAMS: a broadcast goes to an event.');
  if (args.event && (KILL_ONE || DRAFTS))
    throw new UsageError('--event runs without --kill-one and --drafts.');
  if (args.event) {
    try {
      parseEventShape(args.event);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
  }
}

class UsageError extends Error {}

type Team = GameControl['teams'][number];

/** Now on the monotonic clock, in µs: the clock of V8's CPU profiles, in every process. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** A latency histogram in microseconds. */
const histogram = () =>
  hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 120_000_000,
    numberOfSignificantValueDigits: 3,
  });
const ms = (us: number) => (us / 1000).toFixed(1);
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

/** Runs `fn` over `items`, at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, fn: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      if (Date.now() > deadline) throw new Error('time limit reached');
      const index = next++;
      await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Arrival times (performance.now) of one event on one socket, for one game, in order. */
class Arrivals {
  private readonly times: number[] = [];
  private readonly waiting: { count: number; resolve: (t: number) => void }[] = [];

  constructor(socket: ClientSocket, event: 'orders-accepted' | 'round-ended', gameId: number) {
    socket.on(event, (payload) => {
      if (payload.gameId !== gameId) return;
      this.times.push(performance.now());
      for (const w of [...this.waiting])
        if (this.times.length >= w.count) {
          this.waiting.splice(this.waiting.indexOf(w), 1);
          w.resolve(this.times[w.count - 1] as number);
        }
    });
  }

  /** When the `count`-th event arrived (1-based); rejects after EVENT_TIMEOUT_MS. */
  nth(count: number): Promise<number> {
    const known = this.times[count - 1];
    if (known !== undefined) return Promise.resolve(known);
    return new Promise((resolve, reject) => {
      const entry = { count, resolve: (t: number) => (clearTimeout(timer), resolve(t)) };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(entry), 1);
        reject(new Error('event lost'));
      }, EVENT_TIMEOUT_MS);
      this.waiting.push(entry);
    });
  }
}

/** A game with its team sessions. */
interface Seated {
  id: number;
  teams: { team: Team; client: HttpClient }[];
}

/** A game with its sockets listening. */
interface BenchGame extends Seated {
  hostSocket: BenchSocket;
  hostOrders: EventArrivals;
  /** The version of the last change whose `orders-accepted` the host heard or reconciled. */
  ordersSeq: number;
  /** `round-ended` on each of the game's 11 sockets. */
  roundEnded: Arrivals[];
  roundsSeen: number;
}

/** What the run made, removed at the end whatever happens (Ctrl-C included). */
const made: {
  dataDir: string | null;
  database: BenchDatabase | null;
  servers: ServerProcess[];
  haproxy: Haproxy | null;
  sockets: BenchSocket[];
  redisPrefix: string | null;
} = { dataDir: null, database: null, servers: [], haproxy: null, sockets: [], redisPrefix: null };

const cleanUp = cleanUpOnExit(async (attempt) => {
  for (const { socket } of made.sockets) socket.disconnect();
  if (made.haproxy) await attempt('HAProxy', () => made.haproxy?.stop());
  await Promise.all(made.servers.map((s) => attempt(`server ${s.pid}`, () => s.stop())));
  if (made.database) await attempt('the database', () => made.database?.drop());
  if (made.dataDir) fs.rmSync(made.dataDir, { recursive: true, force: true });
  if (args.redis && made.redisPrefix)
    await attempt(`the Redis keys ${made.redisPrefix}*`, () =>
      deleteRedisKeys(args.redis as string, made.redisPrefix as string),
    );
});

/** Every team of every game saves its drafts for `round`, all games at once; fails on a refusal. */
async function saveDrafts(games: Seated[], round: number): Promise<void> {
  for (const orders of DRAFTS_BEFORE_SET) {
    await pool(games, CONCURRENCY, async (game) => {
      for (const { client } of game.teams) {
        const res = await client.post(paths.gameDraft, { gameId: game.id, round, orders });
        if (res.statusCode !== 204)
          throw new Error(`a draft answered ${res.statusCode}: ${res.body}`);
      }
    });
    await sleep(DRAFT_SPACING_MS);
  }
}

async function main() {
  checkOptions();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbis-bench-'));
  made.dataDir = dataDir;
  const prefix = `orbis-bench-${crypto.randomBytes(4).toString('hex')}:`;
  if (args.redis) made.redisPrefix = prefix;
  const database = args.database
    ? await createPostgresDatabase(args.database)
    : sqliteDatabase(dataDir);
  made.database = database;
  if (PROCESSES > 1) ensureHaproxy();
  const where = args.database ? database.label : `SQLite in ${dataDir}`;
  console.log(
    PROCESSES === 1
      ? `Starting the server (${where}${args.redis ? `, Redis ${args.redis}` : ''})…`
      : `Starting ${PROCESSES} server processes behind HAProxy (${where}, Redis ${args.redis})…`,
  );
  const profile = args['cpu-prof'];
  // V8 makes the folder only when it writes the profile, after bursts.json.
  if (profile) fs.mkdirSync(profile, { recursive: true });
  // One after another: the first migrates and seeds the fresh database.
  for (let i = 0; i < PROCESSES; i++)
    made.servers.push(
      await startServerProcess(
        {
          DATA_DIR: dataDir,
          ADMIN_EMAIL: BENCH_ADMIN.email,
          ADMIN_PASSWORD: BENCH_ADMIN.password,
          ...database.env,
          ...(args.redis ? { REDIS_URL: args.redis, REDIS_PREFIX: prefix } : {}),
        },
        [
          ...(profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : []),
          ...(args['node-options']?.split(/\s+/).filter(Boolean) ?? []),
        ],
      ),
    );
  const servers = made.servers;
  if (PROCESSES > 1) made.haproxy = await startHaproxy(servers.map((s) => s.url));
  const url = made.haproxy?.url ?? (servers[0] as ServerProcess).url;
  // A killed process's /proc entry is gone: its last reading stands for it.
  const cpuSeen = servers.map(() => 0);
  const dead = new Set<number>();
  const cpu = () =>
    servers.reduce((sum, s, i) => sum + (dead.has(i) ? cpuSeen[i]! : (cpuSeen[i] = s.cpu())), 0);
  const rss = () => servers.map((s, i) => (dead.has(i) ? null : s.rss()));
  /** Resident memory per process; one process as before. */
  const rssText = (values: (number | null)[]) =>
    values.length === 1
      ? `${mb(values[0] ?? 0)} MB`
      : `${values.map((v) => (v === null ? 'killed' : `${mb(v)} MB`)).join(' + ')} (per process)`;
  const sockets = made.sockets;
  const { host } = await benchUsers(url);
  const open = async (cookies: ReadonlyMap<string, string> | undefined, names: string[]) => {
    const socket = await BenchSocket.open(url, cookies, names, PROCESSES > 1);
    sockets.push(socket);
    return socket;
  };
  if (args.event) {
    await runEventBench({
      url,
      host,
      ...parseEventShape(args.event),
      rounds: ROUNDS,
      warmupRounds: WARMUP_ROUNDS,
      broadcast: args.broadcast,
      open,
      cpu,
    });
    return;
  }

  console.log(`Creating ${GAMES} games of ${TEAMS} teams, joining every team…`);
  const seated: Seated[] = [];
  await pool(Array.from({ length: GAMES }), 8, async () => {
    const game = await addGame(host, { teams: TEAMS, title: 'Bench game' });
    const teams = await Promise.all(
      game.teams.map(async (team) => ({
        team,
        client: await joinWith(await new HttpClient(url).csrf(), game.id, team),
      })),
    );
    seated.push({ id: game.id, teams });
  });

  console.log(`Connecting ${GAMES * (TEAMS + 2)} sockets…`);
  const games: BenchGame[] = [];
  await pool(seated, 10, async (game) => {
    const hostSocket = await open(host.cookies, [
      channels.acceptOrders(game.id),
      channels.game(game.id),
    ]);
    const others = await Promise.all([
      ...game.teams.map(({ team, client }) =>
        open(client.cookies, [channels.game(game.id), channels.team(game.id, team.country.id)]),
      ),
      open(undefined, [channels.endRound(game.id)]),
    ]);
    games.push({
      ...game,
      hostSocket,
      hostOrders: new EventArrivals(hostSocket.socket, 'orders-accepted', game.id),
      ordersSeq: 0,
      roundEnded: [hostSocket, ...others].map(
        (s) => new Arrivals(s.socket, 'round-ended', game.id),
      ),
      roundsSeen: 0,
    });
  });
  const rssAtSockets = rss();
  console.log(`${sockets.length} sockets connected; server RSS ${rssText(rssAtSockets)}`);

  const orders = histogram(); // submit request -> host's orders-accepted: the headline
  const submitHttp = histogram(); // submit request -> its response
  const lead = histogram(); // how long before the submit's response the event arrived
  const fanOut = histogram(); // end-round request -> round-ended, each socket
  const fanOutLast = histogram(); // end-round request -> round-ended on the game's 11th socket
  // The bursts' start and end on the monotonic clock, which the server's profile also uses.
  const bursts: [number, number][] = [];
  let burstCpu = 0;
  let warmupCpu = 0;
  let warmupSubmits = 0;
  let early = 0;
  let lost = 0;
  /** Of `lost`: orders-accepted on a host socket that never dropped, of them of submits sent
   * more than once, and round-ended. */
  let lostOrders = 0;
  let lostAfterRetry = 0;
  let lostRoundEnded = 0;
  /** Order sets answered 200: each must be in the database at the end. */
  const answeredSets = new Set<OrderSetKey>();
  let submitsRetried = 0;
  let extraSends = 0;
  /** orders-accepted missed by a host socket while it reconnected, and how many the control view showed. */
  let missedReconnecting = 0;
  let reconciled = 0;
  let killedAt: number | null = null;
  const us = (from: number, to: number) => Math.max(1, Math.round((to - from) * 1000));
  const firstRoundSets = GAMES * TEAMS;
  let firstRoundAnswered = 0;

  /** SIGKILLs the last process, as a crash would end it. */
  const killOne = () => {
    const index = servers.length - 1;
    const victim = servers[index] as ServerProcess;
    cpuSeen[index] = victim.cpu();
    dead.add(index);
    killedAt = performance.now();
    process.kill(victim.pid, 'SIGKILL');
    console.log(
      `Killed server process ${victim.pid} (SIGKILL) after ${firstRoundAnswered} of ${firstRoundSets} order sets`,
    );
  };

  const firstMeasured = WARMUP_ROUNDS + 1;
  for (let round = 1; round <= WARMUP_ROUNDS + ROUNDS; round++) {
    const measured = round >= firstMeasured;
    console.log(
      `Round ${round}${measured ? '' : ' (warm-up)'}: starting, submitting ${GAMES * TEAMS} order sets, ending…`,
    );
    await pool(games, 20, (game) => startRound(host, game.id, round));
    if (DRAFTS) await saveDrafts(games, round);
    // A round's talks outlast the server's keep-alive (72 s): the phones' connections have closed,
    // and every burst begins on new ones.
    closeIdleConnections();
    // Every game at once; within a game one team after another, so each set's event comes
    // before the next set is sent.
    const burstStart = monotonicMicros();
    const cpuBefore = cpu();
    await pool(games, CONCURRENCY, async (game) => {
      for (const { team, client } of game.teams) {
        const sent = performance.now();
        const dropsAtSend = game.hostSocket.drops;
        const liveAtSend = game.hostSocket.live;
        const { attempts } = await submitRetrying(client, game.id, round, [{ type: 'ecology' }]);
        const answered = performance.now();
        if (measured) submitHttp.recordValue(us(sent, answered));
        else warmupSubmits++;
        answeredSets.add(orderSetKey(game.id, team.country.id, round));
        if (attempts > 1) {
          submitsRetried++;
          extraSends += attempts - 1;
        }
        if (
          round === firstMeasured &&
          ++firstRoundAnswered === Math.ceil(firstRoundSets / 2) &&
          KILL_ONE
        )
          killOne();
        const droppedSince = () =>
          !liveAtSend || game.hostSocket.drops > dropsAtSend ? ('dropped' as const) : undefined;
        const outcome = await waitFor(
          () => game.hostOrders.find(sent, game.ordersSeq) ?? droppedSince(),
          [game.hostOrders.arrived.on, game.hostSocket.dropped.on],
          EVENT_TIMEOUT_MS,
        );
        if (outcome === undefined) {
          lost++;
          lostOrders++;
          if (attempts > 1) lostAfterRetry++;
        } else if (outcome === 'dropped') {
          // The host app subscribes again and reads its control view: the set must show there.
          await game.hostSocket.untilLive(RECONNECT_TIMEOUT_MS);
          const late = game.hostOrders.find(sent, game.ordersSeq);
          if (late) {
            game.ordersSeq = late.seq;
            continue;
          }
          missedReconnecting++;
          const view = await control(host, game.id);
          const shown = view.teams.find((t) => t.country.id === team.country.id);
          if (view.game.round === round && shown && shown.orders.length > 0) reconciled++;
          else lost++;
          // Events of changes up to now were either heard or stood for by the view.
          game.ordersSeq = Math.max(game.ordersSeq, ...game.hostOrders.arrivals.map((a) => a.seq));
        } else {
          game.ordersSeq = outcome.seq;
          if (!measured) continue;
          orders.recordValue(us(sent, outcome.at));
          if (outcome.at < answered) {
            early++;
            lead.recordValue(us(outcome.at, answered));
          }
        }
      }
    });
    if (measured) {
      burstCpu += cpu() - cpuBefore;
      bursts.push([burstStart, monotonicMicros()]);
    } else warmupCpu += cpu() - cpuBefore;
    if (killedAt !== null) {
      // The host clicks "end round" once its screens are back, not while they reconnect.
      await Promise.all(sockets.map((s) => s.untilLive(RECONNECT_TIMEOUT_MS)));
    }
    await pool(games, 10, async (game) => {
      const sent = performance.now();
      await endRound(host, game.id, round);
      const count = ++game.roundsSeen;
      const arrivals = await Promise.allSettled(game.roundEnded.map((a) => a.nth(count)));
      let last = 0;
      for (const a of arrivals) {
        if (a.status === 'rejected') {
          lost++;
          lostRoundEnded++;
          continue;
        }
        if (measured) fanOut.recordValue(us(sent, a.value));
        last = Math.max(last, us(sent, a.value));
      }
      if (measured) fanOutLast.recordValue(last);
    });
  }

  const stored = await database.orderSets();
  const ordersLost = [...answeredSets].filter((key) => !stored.has(key)).length;

  const at = (h: hdr.Histogram, p: number) => ms(h.getValueAtPercentile(p)).padStart(7);
  const line = (name: string, h: hdr.Histogram) =>
    `${name.padEnd(46)} ${String(h.totalCount).padStart(6)}  p50 ${at(h, 50)}  p95 ${at(h, 95)}  p99 ${at(h, 99)}  max ${ms(h.maxValue).padStart(7)}  (ms)`;
  console.log(
    PROCESSES === 1
      ? '\nReal-time benchmark (one server process on loopback)'
      : `\nReal-time benchmark (${PROCESSES} server processes behind HAProxy on loopback)`,
  );
  console.log(
    `games ${GAMES}, teams ${TEAMS}, rounds ${ROUNDS} (after ${WARMUP_ROUNDS} warm-up), games submitting at once ${CONCURRENCY}, sockets ${sockets.length}, Redis adapter ${args.redis ? 'on' : 'off'}, drafts before each set ${DRAFTS ? DRAFTS_BEFORE_SET.length : 0}`,
  );
  console.log(
    `processes ${PROCESSES}${KILL_ONE ? ` (one killed in round ${firstMeasured})` : ''}, database ${args.database ? 'PostgreSQL' : 'SQLite'}`,
  );
  console.log(
    `server RSS at ${sockets.length} sockets: ${rssText(rssAtSockets)}; after the rounds: ${rssText(rss())}`,
  );
  console.log(line('submit request -> host orders-accepted', orders));
  console.log(line('submit request -> its response', submitHttp));
  console.log(line('orders-accepted ahead of the submit response', lead));
  console.log(line('end-round request -> round-ended, each socket', fanOut));
  console.log(line('end-round request -> round-ended, all 11', fanOutLast));
  console.log(
    `events that arrived before the HTTP response: ${early} of ${orders.totalCount}; lost: ${lost}` +
      (lost > 0
        ? ` (orders-accepted on host sockets that never dropped: ${lostOrders}, of retried submits ${lostAfterRetry}; round-ended: ${lostRoundEnded})`
        : ''),
  );
  if (PROCESSES > 1) {
    const dropped = sockets.filter((s) => s.drops > 0);
    const back = dropped.filter((s) => s.live && s.resubscribedAt !== null);
    const lastBack = Math.max(0, ...back.map((s) => s.resubscribedAt as number));
    console.log(
      `sockets reconnected: ${back.length} of ${dropped.length} dropped` +
        (killedAt !== null && back.length > 0
          ? ` in ${(lastBack - killedAt).toFixed(0)} ms (from the kill to the last one subscribed again)`
          : ''),
    );
    console.log(
      `orders-accepted missed by a host socket while it reconnected: ${missedReconnecting}; ` +
        `shown by the control view read after the reconnect: ${reconciled}`,
    );
  }
  console.log(
    `submits retried: ${submitsRetried} of ${submitHttp.totalCount + warmupSubmits} (${extraSends} extra sends)`,
  );
  console.log(
    `orders lost: ${ordersLost} (order sets answered 200 but not in the database; must be 0)`,
  );
  const submits = submitHttp.totalCount;
  console.log(
    `server CPU during the bursts: ${(burstCpu / Math.max(1, submits)).toFixed(0)} µs per submit` +
      `${PROCESSES > 1 ? ' (all processes)' : ''}; bursts ${bursts.map(([a, b]) => `${((b - a) / 1000).toFixed(0)} ms`).join(', ')}` +
      (warmupSubmits > 0
        ? `; in the warm-up: ${(warmupCpu / warmupSubmits).toFixed(0)} µs per submit`
        : ''),
  );
  const p99 = orders.getValueAtPercentile(99) / 1000;
  console.log(
    `target p99 < ${TARGET_P99_MS} ms (submit request -> host orders-accepted): ${p99 < TARGET_P99_MS ? 'met' : 'NOT met'} (${p99.toFixed(1)} ms)`,
  );
  if (profile) fs.writeFileSync(path.join(profile, 'bursts.json'), JSON.stringify(bursts));
  if (ordersLost > 0) throw new Error(`${ordersLost} order sets answered 200 are not stored`);
}

main()
  .finally(cleanUp)
  .then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err instanceof UsageError ? err.message : err);
      process.exit(1);
    },
  );
