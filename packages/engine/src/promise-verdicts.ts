// The verdict on every binding promise at a round's resolution (RULES.md "Promises"), judged on
// what the round actually did: its log, where an order the engine skipped left no trace.
import { entry } from './plan.js';
import type { City, Country, GamePromise, LogEntry } from './types.js';

/** What the verdicts changed: the promises, the log of kept and broken ones, kept per maker. */
export interface PromiseVerdicts {
  promises: GamePromise[];
  log: LogEntry[];
  /** How many promises each country (by id) kept at this resolution. */
  kept: Map<number, number>;
}

/** What a round did between two countries that a promise may hang on. */
interface RoundActs {
  attacked: Set<string>;
  sanctioned: Set<string>;
  sent: Map<string, number>;
}

const pair = (from: number, to: number): string => `${from}>${to}`;

function actsOf(log: readonly LogEntry[], cities: readonly City[]): RoundActs {
  const owner = new Map(cities.map((c) => [c.id, c.country]));
  const acts: RoundActs = { attacked: new Set(), sanctioned: new Set(), sent: new Map() };
  for (const e of log) {
    if (e.country === null || e.target === null) continue;
    if (e.type === 'attack') {
      const to = owner.get(e.target);
      if (to !== undefined) acts.attacked.add(pair(e.country, to));
    } else if (e.type === 'sanction') acts.sanctioned.add(pair(e.country, e.target));
    else if (e.type === 'transfer') {
      const key = pair(e.country, e.target);
      acts.sent.set(key, (acts.sent.get(key) ?? 0) + e.value);
    }
  }
  return acts;
}

/**
 * Judges the promises after round `round` resolved: `log` is that round's log, `countries` and
 * `cities` the world it left, `over` whether the game ended with it (then every promise still
 * binding is judged as if its last round were this one). A proposal nobody accepted by the end
 * of its last round lapses as declined.
 */
export function judgePromises(
  promises: readonly GamePromise[],
  log: readonly LogEntry[],
  countries: readonly Country[],
  cities: readonly City[],
  round: number,
  over: boolean,
): PromiseVerdicts {
  const out: PromiseVerdicts = { promises: [], log: [], kept: new Map() };
  if (promises.length === 0) return out;
  const acts = actsOf(log, cities);
  const sanctionsTo = new Map(countries.map((c) => [c.id, c.sanctionsTo]));
  for (const p of promises) {
    const last = over || round >= p.until;
    if (p.status === 'proposed' && last) {
      out.promises.push({ ...p, status: 'declined' });
      continue;
    }
    if (p.status !== 'accepted') {
      out.promises.push(p);
      continue;
    }
    const key = pair(p.from, p.to);
    // Only a transfer promise counts what its maker sends: `sent` stays 0 for the others.
    const sent = p.kind === 'transfer' ? p.sent + (acts.sent.get(key) ?? 0) : p.sent;
    let verdict: 'kept' | 'broken' | null = null;
    if (p.kind === 'no_attack' && acts.attacked.has(key)) verdict = 'broken';
    else if (p.kind === 'no_sanction' && acts.sanctioned.has(key)) verdict = 'broken';
    else if (p.kind === 'transfer' && sent >= (p.value ?? 0)) verdict = 'kept';
    else if (last) {
      if (p.kind === 'lift_sanction')
        verdict = (sanctionsTo.get(p.from) ?? []).includes(p.to) ? 'broken' : 'kept';
      else verdict = p.kind === 'transfer' ? 'broken' : 'kept';
    }
    if (verdict === null) {
      out.promises.push(sent === p.sent ? p : { ...p, sent });
      continue;
    }
    out.promises.push({ ...p, sent, status: verdict, settled: round });
    out.log.push(
      entry(round, verdict === 'kept' ? 'promise_kept' : 'promise_broken', p.from, p.id, p.to),
    );
    if (verdict === 'kept') out.kept.set(p.from, (out.kept.get(p.from) ?? 0) + 1);
  }
  return out;
}

/** The countries with each one's kept promises added to its totals (a peaceful act each). */
export function countKeptPromises(
  countries: Country[],
  kept: ReadonlyMap<number, number>,
): Country[] {
  if (kept.size === 0) return countries;
  return countries.map((c) => {
    const n = kept.get(c.id);
    if (!n) return c;
    return { ...c, totals: { ...c.totals, promisesKept: (c.totals.promisesKept ?? 0) + n } };
  });
}
