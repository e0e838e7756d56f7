// `npm run bench`: the latency of ending a round (`POST host/games/round`) for a 9-team game in
// which every team sent a full order set, on SQLite and, when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set, on PostgreSQL. Each ended round is undone, so every sample resolves
// the same round. Run through tsx with tsconfig.sources.json (workspace packages from sources).
import { performance } from 'node:perf_hooks';
import { paths, type Order } from '@orbis/contracts';
import type { Dialect } from '../src/db/database.js';
import { startTestApp } from '../src/test/app.js';
import { createGame, endRound, joinTeam, startRound, submit } from '../src/test/games.js';

const WARMUP = 30;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const TARGET_P99_MS: Record<Dialect, number> = { sqlite: 25, postgres: 40 };

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;

/** The value below which `share` of the sorted samples fall. */
function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
}

async function benchRound(dialect: Dialect) {
  const t = await startTestApp(dialect);
  try {
    const admin = await t.admin();
    const vars = (await admin.get(paths.variables)).json<{ id: number; key: string }[]>();
    const id = (key: string) => String(vars.find((v) => v.key === key)?.id);
    // Rich enough for every order in every round, and a long game whose planet survives nine
    // nuclear programmes whatever the tuned defaults are.
    const preset = (
      await admin.post(paths.variablesPresetsAdd, {
        variablesPreset: {
          name: 'Bench',
          values: {
            [id('start_budget')]: '100000',
            [id('rounds')]: '100',
            [id('start_ecology')]: '100',
            [id('technology_ecology')]: '0',
            [id('ecology_drift')]: '0',
          },
        },
      })
    ).json<{ id: number }>().id;
    const game = await createGame(t, { teams: 9, preset, mods: ['ufo', 'negotiation'] });
    const teams = await Promise.all(game.teams.map((x) => joinTeam(t, game.id, x)));
    const cities = game.teams.map((x) => x.country.cities.map((c) => c.id));
    const countries = game.teams.map((x) => x.country.id);
    const next = (i: number) => (i + 1) % countries.length;
    const play = async (round: number, orders: (i: number) => Order[]) => {
      await startRound(game.host, game.id, round);
      await Promise.all(teams.map((team, i) => submit(team, game.id, round, orders(i))));
    };
    await play(1, () => [{ type: 'technology' }]);
    await endRound(game.host, game.id, 1);
    await play(2, (i) => [
      { type: 'build_bombs', count: 3 },
      { type: 'sanction', country: countries[next(i)] ?? 0 },
    ]);
    await endRound(game.host, game.id, 2);
    // Every kind of order: developments, a shield, bombs built and dropped, ecology, sanctions
    // lifted and imposed, a transfer.
    await play(3, (i): Order[] => [
      ...(cities[i] ?? []).map((city): Order => ({ type: 'develop', city })),
      { type: 'shield', city: cities[i]?.[0] ?? 0 },
      { type: 'build_bombs', count: 3 },
      ...(cities[next(i)] ?? []).slice(1, 4).map((city): Order => ({ type: 'attack', city })),
      { type: 'ecology' },
      { type: 'lift_sanction', country: countries[next(i)] ?? 0 },
      { type: 'sanction', country: countries[next(next(i))] ?? 0 },
      { type: 'transfer', country: countries[next(i)] ?? 0, amount: 100 },
    ]);

    const times: number[] = [];
    const cpu: number[] = [];
    for (let n = 0; n < WARMUP + SAMPLES; n++) {
      const start = performance.now();
      const used = process.cpuUsage();
      const res = await game.host.post(paths.hostGamesRound, { gameId: game.id, round: 3 });
      const elapsed = performance.now() - start;
      const spent = process.cpuUsage(used);
      if (res.statusCode !== 200) throw new Error(`round answered ${res.statusCode}: ${res.body}`);
      if (n >= WARMUP) {
        times.push(elapsed);
        cpu.push((spent.user + spent.system) / 1000);
      }
      const undo = await game.host.post(paths.hostGamesUndoRound, { gameId: game.id, round: 3 });
      if (undo.statusCode !== 200) throw new Error(`undo answered ${undo.statusCode}`);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    return {
      cpuP50: percentile(cpu, 0.5),
      cpuP99: percentile(cpu, 0.99),
      dialect,
      samples: times.length,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      max: times.at(-1) ?? NaN,
      target: TARGET_P99_MS[dialect],
    };
  } finally {
    await t.close();
  }
}

const dialects: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
if (dialects.length === 1)
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it.');
console.log(`round: 9 teams, full order sets, ${SAMPLES} samples after ${WARMUP} warm-up rounds`);
for (const dialect of dialects) {
  const r = await benchRound(dialect);
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const verdict = r.p99 < r.target ? 'within' : 'OVER';
  console.log(
    `  ${r.dialect.padEnd(8)} p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  max ${ms(r.max)}  ` +
      `(${verdict} the p99 target of ${r.target} ms)`,
  );
  // This process's own CPU time per call: what the wall clock would show on an idle machine,
  // less the waits (for PostgreSQL, its server's work is not in it).
  console.log(`  ${''.padEnd(8)} server CPU per call: p50 ${ms(r.cpuP50)}  p99 ${ms(r.cpuP99)}`);
}
