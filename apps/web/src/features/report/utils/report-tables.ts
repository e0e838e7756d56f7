import type { GameReport, OrdersBy, ShownOrder } from '@orbis/contracts';

type ReportCountry = GameReport['countries'][number];

/** One country's figures after each resolved round; null where the round has none for it. */
export interface StandingRow {
  country: ReportCountry;
  rounds: ({ averageStandard: number; budget: number; income: number } | null)[];
}

/** The standings table: each country, in the game's order, with its figures after every round. */
export function standingRows(report: GameReport): StandingRow[] {
  return report.countries.map((country) => ({
    country,
    rounds: report.rounds.map((round) => {
      const figures = round.countries[String(country.id)];
      return figures
        ? {
            averageStandard: figures.averageStandard,
            budget: figures.budget,
            income: figures.income,
          }
        : null;
    }),
  }));
}

/** One country's order sets, round by round (an empty set where it sent none). */
export interface OrderSets {
  country: ReportCountry;
  /** `by`: who entered the set, the team or the host for it. */
  rounds: { round: number; orders: ShownOrder[]; by: OrdersBy }[];
}

/** Each team's order sets, in the game's order of countries. */
export function orderSets(report: GameReport): OrderSets[] {
  return report.countries.map((country) => ({
    country,
    rounds: report.rounds.map((round) => ({
      round: round.round,
      orders: round.countries[String(country.id)]?.orders ?? [],
      by: round.countries[String(country.id)]?.by ?? 'team',
    })),
  }));
}

// The log entries of a bomb: the drop (its attacker named), and what it did.
const BOMB_ENTRIES = new Set(['log.attack', 'log.city_destroyed', 'log.shield_destroyed']);

/** True for a log entry about a bomb, which the timeline marks. */
export const isBombEntry = (type: string) => BOMB_ENTRIES.has(type);
