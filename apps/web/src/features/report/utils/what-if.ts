import type { GameReport, WhatIfAnswer, WhatIfKind } from '@orbis/contracts';
import { WHAT_IF_ORDER_TYPES } from '@orbis/engine';

type ReportCountry = GameReport['countries'][number];

/** A country's standing at the end: average living standard and budget. */
export interface Standing {
  averageStandard: number;
  budget: number;
}

/** One country at the end of the game as it happened and as it would have been. */
export interface WhatIfRow {
  country: ReportCountry;
  real: Standing | null;
  whatIf: Standing | null;
}

/**
 * The kind of orders the what-if leaves out first: the bombs when any fell (what the room asks
 * about), else the first kind the teams ordered, else the bombs.
 */
export function firstWhatIfKind(report: GameReport): WhatIfKind {
  if (report.attacks.length > 0) return 'attacks';
  const ordered = new Set(
    report.rounds.flatMap((r) => Object.values(r.countries).flatMap((c) => c.orders)),
  );
  const types = new Set([...ordered].map((o) => o.order.type));
  const kinds = Object.keys(WHAT_IF_ORDER_TYPES) as WhatIfKind[];
  return kinds.find((kind) => WHAT_IF_ORDER_TYPES[kind].some((t) => types.has(t))) ?? 'attacks';
}

const standingIn = (
  round: { countries: Record<string, Standing | undefined> } | undefined,
  id: number,
) => {
  const figures = round?.countries[String(id)];
  return figures ? { averageStandard: figures.averageStandard, budget: figures.budget } : null;
};

/**
 * Each country, in the game's order, after the game's last round and after the what-if's last
 * (earlier when the what-if world's ecology collapsed).
 */
export function whatIfRows(report: GameReport, answer: WhatIfAnswer): WhatIfRow[] {
  const real = report.rounds.at(-1);
  const whatIf = answer.rounds.at(-1);
  return report.countries.map((country) => ({
    country,
    real: standingIn(real, country.id),
    whatIf: standingIn(whatIf, country.id),
  }));
}

/** The what-if's ecology after each of the report's rounds; null after a what-if collapse. */
export function whatIfEcology(report: GameReport, answer: WhatIfAnswer): (number | null)[] {
  const byRound = new Map(answer.rounds.map((r) => [r.round, r.ecology]));
  return report.rounds.map((r) => byRound.get(r.round) ?? null);
}
