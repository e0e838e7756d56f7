import type { SupertechKind } from './kinds.js';
import type { LogEntry, LogType, OrderError } from './types.js';

/**
 * One country's accepted orders for a round, sorted by the resolution step that uses them.
 * While a set is being checked it is also the record of what the set already uses of the
 * per-round limits.
 */
export interface CountryPlan {
  country: number;
  /** Money charged at step 1, transfers excluded. */
  cost: number;
  transfers: { to: number; amount: number }[];
  technology: boolean;
  bombs: number;
  develops: number[];
  shields: number[];
  attacks: number[];
  ecology: number;
  sanctions: number[];
  lifts: number[];
  contacts: number[];
  /** Index in the order set of each of `contacts`, for the log when one is skipped. */
  contactOrders: number[];
  supertech: SupertechKind | null;
  /** Orders refused at resolution (the server should have refused them at submission). */
  skipped: OrderError[];
}

/** A plan with no orders yet. */
export function emptyPlan(country: number): CountryPlan {
  return {
    country,
    cost: 0,
    transfers: [],
    technology: false,
    bombs: 0,
    develops: [],
    shields: [],
    attacks: [],
    ecology: 0,
    sanctions: [],
    lifts: [],
    contacts: [],
    contactOrders: [],
    supertech: null,
    skipped: [],
  };
}

/** A log entry; `target` is the other country or the city involved. */
export function entry(
  round: number,
  type: LogType,
  country: number | null,
  value: number,
  target: number | null = null,
): LogEntry {
  return { round, type, country, value, target };
}
