#!/usr/bin/env node
// Balance simulator: `npm run simulate -- --games N --seed S [--countries K]
// [--variables file.json] [--mods ufo,negotiation] [--strategies a,b] [--json]`.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BOTS, simulate, type SimulationOptions } from '../sim/index.js';
import type { Mod } from '../types.js';
import { VARIABLE_KEYS, validateVariables, type Variables } from '../variables.js';

function fail(message: string): never {
  console.error(`simulate: ${message}`);
  process.exit(2);
}

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

function options(): { opts: SimulationOptions; json: boolean } {
  const { values } = parseArgs({
    options: {
      games: { type: 'string' },
      seed: { type: 'string' },
      countries: { type: 'string' },
      variables: { type: 'string' },
      mods: { type: 'string' },
      strategies: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const countries =
    values.countries === undefined ? undefined : whole(values.countries, 'countries', 0);
  if (countries !== undefined && (countries < 1 || countries > 9)) fail('--countries must be 1..9');
  const mods = values.mods ? (values.mods.split(',') as Mod[]) : [];
  const strategies = values.strategies?.split(',');
  for (const s of strategies ?? []) if (!BOTS[s]) fail(`unknown strategy ${s}`);
  const opts: SimulationOptions = {
    games: whole(values.games, 'games', 1000),
    seed: whole(values.seed, 'seed', 1),
    ...(countries === undefined ? {} : { countries }),
    ...(values.variables ? { variables: readVariables(values.variables) } : {}),
    mods,
    ...(strategies ? { strategies } : {}),
  };
  return { opts, json: values.json ?? false };
}

function main(): void {
  const { opts, json } = options();
  const started = performance.now();
  const result = simulate(opts);
  const ms = Math.round(performance.now() - started);
  if (json) {
    const strategies = Object.fromEntries(
      Object.entries(result.strategies).map(([name, s]) => [
        name,
        { winRate: s.winRate, avgStandard: s.avgStandard, bombsDropped: s.bombsDropped },
      ]),
    );
    console.log(
      JSON.stringify({
        games: result.games,
        ms,
        strategies,
        ecologyCollapses: result.ecologyCollapses,
      }),
    );
    return;
  }
  console.log(`${result.games} games, seed ${opts.seed}, ${ms} ms`);
  console.log('strategy     win rate  seats   avg standard  bombs dropped');
  for (const [name, s] of Object.entries(result.strategies)) {
    const rate = `${(s.winRate * 100).toFixed(1)}%`;
    console.log(
      `${name.padEnd(12)} ${rate.padStart(8)}  ${String(s.seats).padStart(5)}  ${s.avgStandard.toFixed(1).padStart(13)}  ${s.bombsDropped.toFixed(2).padStart(13)}`,
    );
  }
  const pct = ((result.ecologyCollapses / Math.max(1, result.games)) * 100).toFixed(1);
  console.log(`ecology collapsed in ${result.ecologyCollapses} games (${pct}%)`);
  if (result.skippedOrders > 0)
    console.log(`warning: ${result.skippedOrders} bot orders were refused`);
}

main();
