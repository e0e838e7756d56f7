// `npm run bench:balance`: the balance check on the built server, as `npm start` runs it. It
// starts a server on an empty SQLite database, signs in as its admin, runs the check (1,000 bot
// games) a few times and meanwhile asks `GET /healthz` every 10 ms. Targets: a check answers in
// under 3 s, and /healthz within 50 ms throughout. Then the rule it guards: the engine's bots play
// 5,000 games at each table size from 3 to 9 countries (the default values, the catalogue's
// starts, seed 7, as docs/balance.md's tables) and it prints the shared wins at each size, whose
// bound is 10% of the games with a winner. Exits 1 when a target or the bound is missed.
import os from 'node:os';
import { BALANCE_BOUNDS, sharedWinRate, simulateByCountries } from '@orbis/engine/sim';
import { startBenchServer } from './bench-server.mjs';

const RUNS = 5;
const SHARED_WIN_GAMES = 5000;
const CHECK_TARGET_MS = 3000;
const HEALTH_TARGET_MS = 50;

const server = await startBenchServer('orbis-bench-');
const { paths, base, admin } = server;
/** The admin's session. */
const call = server.session();

/** Runs one check; asks /healthz every 10 ms meanwhile. */
async function measure() {
  let running = true;
  const health = [];
  const poll = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(base + paths.healthz);
      await res.arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const started = performance.now();
  const res = await call('POST', paths.variablesPresetsCheckBalance, {
    variablesPreset: { values: {} },
  });
  const body = await res.json();
  const checkMs = performance.now() - started;
  running = false;
  await poll;
  if (res.status !== 200) throw new Error(`check_balance answered ${res.status}`);
  return { checkMs, health, games: body.games };
}

/**
 * The shared wins at each table size, as the engine's rule decides a winner (standards compared
 * as the screens show them): true when every size is within the bound.
 */
function sharedWinsWithinBound() {
  const { maxShared } = BALANCE_BOUNDS;
  const runs = simulateByCountries({ games: SHARED_WIN_GAMES, seed: 7, starts: 'catalogue' });
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  const sizes = Object.keys(runs).map(Number);
  const rates = sizes.map((k) => sharedWinRate(runs[k]));
  console.log(
    `shared wins, ${SHARED_WIN_GAMES} bot games at each table size (bound ${pct(maxShared)})`,
  );
  console.log(`countries    ${sizes.map((k) => String(k).padStart(7)).join('')}`);
  console.log(`shared wins  ${rates.map((r) => pct(r).padStart(7)).join('')}`);
  const within = rates.every((r) => r <= maxShared);
  console.log(
    within
      ? `bound met: at most ${pct(Math.max(...rates))} shared wins at every table size`
      : `BOUND MISSED: over ${pct(maxShared)} shared wins at a table size`,
  );
  return within;
}

const fmt = (ms) => `${ms.toFixed(1)} ms`;
let ok = true;
try {
  await server.ready();
  await call('GET', paths.csrfCookie);
  const login = await call('POST', paths.login, admin);
  if (login.status !== 204) throw new Error(`login answered ${login.status}`);
  console.log(`balance check on the built server (${os.cpus().length} CPUs), ${RUNS} runs`);
  console.log('run  games  check       /healthz max  /healthz median  /healthz answers');
  for (let run = 1; run <= RUNS; run++) {
    const { checkMs, health, games } = await measure();
    const sorted = [...health].sort((a, b) => a - b);
    const max = sorted.at(-1) ?? 0;
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    // The first run also starts the worker thread.
    console.log(
      `${String(run).padEnd(4)} ${String(games).padEnd(6)} ${fmt(checkMs).padEnd(11)} ${fmt(max).padEnd(13)} ${fmt(median).padEnd(16)} ${health.length}`,
    );
    if (checkMs >= CHECK_TARGET_MS || max >= HEALTH_TARGET_MS) ok = false;
  }
  console.log(
    ok
      ? `targets met: every check under ${CHECK_TARGET_MS} ms, /healthz always under ${HEALTH_TARGET_MS} ms`
      : `TARGET MISSED: a check took ${CHECK_TARGET_MS} ms or more, or /healthz ${HEALTH_TARGET_MS} ms or more`,
  );
  if (!sharedWinsWithinBound()) ok = false;
} finally {
  server.stop();
}
process.exit(ok ? 0 : 1);
