// `npm run bench:balance`: the balance check on the built server, as `npm start` runs it. It
// starts a server on an empty SQLite database, signs in as its admin, runs the check (1,000 bot
// games) a few times and meanwhile asks `GET /healthz` every 10 ms. Targets: a check answers in
// under 3 s, and /healthz within 50 ms throughout. Exits 1 when a target is missed.
import os from 'node:os';
import { startBenchServer } from './bench-server.mjs';

const RUNS = 5;
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
} finally {
  server.stop();
}
process.exit(ok ? 0 : 1);
