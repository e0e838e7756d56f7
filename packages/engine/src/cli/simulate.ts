#!/usr/bin/env node
// Balance simulator: `npm run simulate -- --games N --seed S [--countries K | --by-countries]
// [--variables file.json] [--mods ufo,negotiation] [--strategies a,b] [--starts catalogue|random]
// [--world-events] [--promises] [--json]`. `--world-events` plays the shipped world events, one
// each even round; `--promises` lets the bots make, keep and break promises in talks.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  BALANCE_BOUNDS,
  BOTS,
  balanceMisses,
  collapseRate,
  fairRatio,
  sharedWinRate,
  simulate,
  simulateByCountries,
  type SimulationOptions,
  type SimulationResult,
} from '../sim/index.js';
import type { Mod } from '../kinds.js';
import { SHIPPED_WORLD_EVENTS } from '../shipped-world-events.js';
import { VARIABLE_KEYS, validateVariables, type Variables } from '../variables.js';

function fail(message: string): never {
  console.error(`simulate: ${message}`);
  process.exit(2);
}

const USAGE = `usage: npm run simulate -- [options]
  --games N            games to play (1000)
  --seed S             the seed: the same seed gives the same figures (1)
  --countries K        countries per game, 1..9 (3 to 9 at random)
  --by-countries       play --games games at each count from 3 to 9, one column each
  --variables FILE     a JSON object of game variables over the defaults
  --mods LIST          ufo,negotiation
  --strategies LIST    the bots to mix (every bot)
  --starts KIND        catalogue (cities 40 to 80, a different total each) or random (30 to 70)
  --world-events       the shipped world events, one starting each even round
  --promises           the bots make promises in talks, keep them and sometimes break them;
                       prints how many were made, accepted, kept and broken
  --json               one line of JSON instead of the table
  --help               this text`;

function readVariables(file: string): Partial<Variables> {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof raw !== 'object' || raw === null) fail(`${file} is not a JSON object`);
  const out: Partial<Variables> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!(VARIABLE_KEYS as readonly string[]).includes(key)) fail(`unknown variable ${key}`);
    if (typeof value !== 'number') fail(`variable ${key} must be a number`);
    out[key as keyof Variables] = value;
  }
  const [error] = validateVariables(out);
  if (error)
    fail(
      `variable ${error.key}: ${error.code}${error.limit === undefined ? '' : ` ${error.limit}`}`,
    );
  return out;
}

function whole(text: string | undefined, name: string, fallback: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) fail(`--${name} must be a whole number`);
  return n;
}

interface CliOptions {
  opts: SimulationOptions;
  json: boolean;
  byCountries: boolean;
}

function options(): CliOptions {
  const { values } = parseArgs({
    options: {
      games: { type: 'string' },
      seed: { type: 'string' },
      countries: { type: 'string' },
      variables: { type: 'string' },
      mods: { type: 'string' },
      strategies: { type: 'string' },
      starts: { type: 'string' },
      json: { type: 'boolean', default: false },
      'by-countries': { type: 'boolean', default: false },
      'world-events': { type: 'boolean', default: false },
      promises: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const byCountries = values['by-countries'] ?? false;
  if (byCountries && values.countries !== undefined)
    fail('--by-countries plays every count from 3 to 9: leave out --countries');
  const countries =
    values.countries === undefined ? undefined : whole(values.countries, 'countries', 0);
  if (countries !== undefined && (countries < 1 || countries > 9)) fail('--countries must be 1..9');
  const mods = values.mods ? (values.mods.split(',') as Mod[]) : [];
  const starts = values.starts;
  if (starts !== undefined && starts !== 'catalogue' && starts !== 'random')
    fail('--starts must be catalogue or random');
  const strategies = values.strategies?.split(',');
  for (const s of strategies ?? []) if (!BOTS[s]) fail(`unknown strategy ${s}`);
  const opts: SimulationOptions = {
    games: whole(values.games, 'games', 1000),
    seed: whole(values.seed, 'seed', 1),
    ...(countries === undefined ? {} : { countries }),
    ...(values.variables ? { variables: readVariables(values.variables) } : {}),
    mods,
    ...(strategies ? { strategies } : {}),
    ...(starts ? { starts } : {}),
    ...(values['world-events']
      ? { worldEvents: SHIPPED_WORLD_EVENTS.map((event) => event.effects) }
      : {}),
    ...(values.promises ? { promises: true } : {}),
  };
  return { opts, json: values.json ?? false, byCountries };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The JSON of one run: per strategy its rates, the collapses. */
function summary(result: SimulationResult) {
  const strategies = Object.fromEntries(
    Object.entries(result.strategies).map(([name, s]) => [
      name,
      {
        winRate: s.winRate,
        winShare: s.winShare,
        fairShare: s.fairShare,
        avgStandard: s.avgStandard,
        bombsDropped: s.bombsDropped,
      },
    ]),
  );
  return {
    games: result.games,
    strategies,
    ecologyCollapses: result.ecologyCollapses,
    sharedWins: result.sharedWins,
    ...(result.promises ? { promises: result.promises } : {}),
  };
}

/** The promises' line (and, by strategy, who broke them) of runs played with `--promises`. */
function printPromises(results: readonly SimulationResult[]): void {
  const all = { made: 0, accepted: 0, kept: 0, broken: 0 };
  const broken = new Map<string, number>();
  for (const r of results) {
    if (!r.promises) return;
    all.made += r.promises.made;
    all.accepted += r.promises.accepted;
    all.kept += r.promises.kept;
    all.broken += r.promises.broken;
    for (const [name, c] of Object.entries(r.promises.byStrategy))
      broken.set(name, (broken.get(name) ?? 0) + c.broken);
  }
  console.log(
    `promises: ${all.made} made, ${all.accepted} accepted, ${all.kept} kept, ${all.broken} broken`,
  );
  const breakers = [...broken].filter(([, n]) => n > 0).map(([name, n]) => `${name} ${n}`);
  if (breakers.length > 0) console.log(`broken by: ${breakers.join(', ')}`);
}

function printRun(result: SimulationResult, seed: number, ms: number): void {
  console.log(`${result.games} games, seed ${seed}, ${ms} ms`);
  console.log(
    'strategy     win rate  share of wins  fair share  seats  avg standard  bombs dropped',
  );
  for (const [name, s] of Object.entries(result.strategies)) {
    console.log(
      `${name.padEnd(12)} ${pct(s.winRate).padStart(8)}  ${pct(s.winShare).padStart(13)}  ${pct(s.fairShare).padStart(10)}  ${String(s.seats).padStart(5)}  ${s.avgStandard.toFixed(1).padStart(12)}  ${s.bombsDropped.toFixed(2).padStart(13)}`,
    );
  }
  console.log(
    `ecology collapsed in ${result.ecologyCollapses} games (${pct(collapseRate(result))})`,
  );
  console.log(`${result.sharedWins} games were won by several countries at once (a tie)`);
  printPromises([result]);
  if (result.skippedOrders > 0)
    console.log(`warning: ${result.skippedOrders} bot orders were refused`);
}

/** One row per strategy, one column per country count: share of wins and its ratio to fair. */
function printByCountries(runs: Record<number, SimulationResult>, seed: number, ms: number): void {
  const counts = Object.keys(runs).map(Number);
  const first = runs[counts[0] ?? 3];
  const names = Object.keys(first?.strategies ?? {});
  const games = first?.games ?? 0;
  const { minRatio, maxRatio, minCollapse, maxCollapse } = BALANCE_BOUNDS;
  console.log(`${games} games per country count, seed ${seed}, ${ms} ms`);
  console.log(`share of wins (× fair share); * outside ${minRatio}×..${maxRatio}× the fair share`);
  const cell = (text: string) => text.padStart(15);
  console.log(`${'countries'.padEnd(12)}${counts.map((k) => cell(String(k))).join('')}`);
  for (const name of names) {
    const cells = counts.map((k) => {
      const s = runs[k]?.strategies[name];
      if (!s) return cell('-');
      const ratio = fairRatio(s);
      const mark = ratio < minRatio || ratio > maxRatio ? '*' : ' ';
      return cell(`${pct(s.winShare)} (${ratio.toFixed(2)})${mark}`);
    });
    console.log(`${name.padEnd(12)}${cells.join('')}`);
  }
  const { maxShared } = BALANCE_BOUNDS;
  const totals = counts.map((k) => runs[k] ?? { games: 0, ecologyCollapses: 0, sharedWins: 0 });
  const rateRow = (
    label: string,
    rate: (r: (typeof totals)[number]) => number,
    ok: (x: number) => boolean,
  ) =>
    console.log(
      `${label.padEnd(12)}${totals.map((r) => cell(`${pct(rate(r))}${ok(rate(r)) ? ' ' : '*'}`)).join('')}`,
    );
  rateRow('collapse', collapseRate, (x) => x >= minCollapse && x <= maxCollapse);
  // Ties: the share of the games with a winner that several countries won together.
  rateRow('shared wins', sharedWinRate, (x) => x <= maxShared);
  const all = totals.reduce((a, r) => a + r.ecologyCollapses, 0);
  const rate = all / Math.max(1, games * counts.length);
  console.log(
    `ecology collapsed in ${all} of ${games * counts.length} games (${pct(rate)}); * outside ${pct(minCollapse)}..${pct(maxCollapse)} collapses or above ${pct(maxShared)} shared wins`,
  );
  const misses = counts.flatMap((k) => {
    const run = runs[k];
    return run ? balanceMisses(run) : [];
  });
  const count = (kinds: string[]) => misses.filter((m) => kinds.includes(m.kind)).length;
  console.log(
    misses.length === 0
      ? 'balanced: every strategy, collapse rate and shared-win rate within bounds at every country count'
      : `not balanced: ${count(['over', 'under'])} strategy shares, ${count(['collapse'])} collapse rates and ${count(['shared'])} shared-win rates out of bounds`,
  );
  printPromises(counts.flatMap((k) => runs[k] ?? []));
  const skipped = counts.reduce((a, k) => a + (runs[k]?.skippedOrders ?? 0), 0);
  if (skipped > 0) console.log(`warning: ${skipped} bot orders were refused`);
}

function main(): void {
  const { opts, json, byCountries } = options();
  const started = performance.now();
  if (byCountries) {
    const runs = simulateByCountries(opts);
    const ms = Math.round(performance.now() - started);
    if (json) {
      const per = Object.fromEntries(Object.entries(runs).map(([k, r]) => [k, summary(r)]));
      console.log(JSON.stringify({ seed: opts.seed, ms, byCountries: per }));
    } else printByCountries(runs, opts.seed, ms);
    return;
  }
  const result = simulate(opts);
  const ms = Math.round(performance.now() - started);
  if (json) console.log(JSON.stringify({ ...summary(result), seed: opts.seed, ms }));
  else printRun(result, opts.seed, ms);
}

main();
