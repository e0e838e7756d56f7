// A separate process that writes to a game through the games service, for the crash and race
// tests: it can be killed at a chosen point of ending a round, or race other processes.
// Started by workers.ts; configured by the GAME_WORKER environment variable (JSON).
import readline from 'node:readline';
import type { KyselyPlugin } from 'kysely';
import { openDatabase } from '../db/database.js';
import { Cache } from '../modules/cache.js';
import { GameEvents } from '../modules/games/write/events.js';
import { KeptStates } from '../modules/games/write/kept-states.js';
import { submitOrders } from '../modules/games/team/team-calls.js';
import { loadGame } from '../modules/games/repository/games.js';
import { endRound, startRound } from '../modules/games/host/host-calls.js';
import type { GameContext } from '../modules/games/write/write.js';

export interface WorkerConfig {
  databaseUrl: string | null;
  dataDir: string;
  gameId: number;
  /**
   * `end`: end the running round, killing this process (SIGKILL) right after statement `killAt`
   * of that write, or after it committed (`after`).
   * `play`: start rounds, submit orders and end them until killed.
   * `race`: on a line `go` on stdin, end the round (or start it: `race: 'start'`) `calls` times
   * at once; prints the statuses.
   */
  mode: 'end' | 'play' | 'race';
  race?: 'end' | 'start';
  killAt?: number | 'after';
  calls?: number;
}

const config = JSON.parse(process.env.GAME_WORKER ?? '{}') as WorkerConfig;
const die = () => process.kill(process.pid, 'SIGKILL');

/** Kills this process after the `n`th statement it runs (before the next one, or the commit). */
function killAfter(n: number): KyselyPlugin {
  let count = 0;
  return {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      if (++count === n) die();
      return args.result;
    },
  };
}

const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// This process's own cache: nothing here edits what it keeps.
const ctx: GameContext = {
  db: handle.db,
  cache: new Cache(null, ''),
  events: new GameEvents(),
  kept: new KeptStates(),
  now: () => Date.now(),
};
const { gameId } = config;
// An admin may run any game: the host calls check their caller first.
const admin = { id: 0, role: 'admin' as const };

/** Every team submits an order set: the development of one of its cities. */
async function submitAll(round: number): Promise<void> {
  const game = await loadGame(ctx.db, gameId);
  if (!game) throw new Error('no game');
  for (const country of game.state.countries) {
    const cities = game.state.cities.filter((c) => c.country === country.id && !c.destroyed);
    const city = cities[round % Math.max(cities.length, 1)];
    const orders = city ? [{ type: 'develop' as const, city: city.id }] : [];
    const viewer = { user: null, team: { gameId, countryId: country.id } };
    await submitOrders(ctx, viewer, { gameId, round, orders }).catch(() => undefined);
  }
}

const status = (err: unknown) =>
  typeof err === 'object' && err !== null && 'statusCode' in err ? err.statusCode : String(err);

if (config.mode === 'end') {
  const game = await loadGame(ctx.db, gameId);
  const round = game?.state.round ?? 0;
  const killAt = config.killAt ?? 'after';
  // The host's access check reads the game's header before the write: statement 1 of the test's
  // count is the write's first.
  const db = typeof killAt === 'number' ? ctx.db.withPlugin(killAfter(killAt + 1)) : ctx.db;
  await endRound({ ...ctx, db }, admin, gameId, round);
  die();
} else if (config.mode === 'play') {
  for (;;) {
    const game = await loadGame(ctx.db, gameId);
    if (!game || game.state.over) break;
    const { round } = game.state;
    if (game.state.phase === 'stopped') await startRound(ctx, admin, gameId, round);
    await submitAll(round);
    console.log(`ending ${round}`);
    await endRound(ctx, admin, gameId, round);
  }
  console.log('over');
} else {
  const lines = readline.createInterface({ input: process.stdin });
  console.log('ready');
  for await (const line of lines) if (line.trim() === 'go') break;
  const game = await loadGame(ctx.db, gameId);
  const round = game?.state.round ?? 0;
  const call = config.race === 'start' ? startRound : endRound;
  const calls = Array.from({ length: config.calls ?? 5 }, () =>
    call(ctx, admin, gameId, round).then(
      (result) => (result.ok ? 200 : result.status),
      (err: unknown) => status(err),
    ),
  );
  console.log(JSON.stringify(await Promise.all(calls)));
  lines.close();
}
await handle.close();
