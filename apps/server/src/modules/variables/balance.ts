import type { BalanceCheck } from '@orbis/contracts';
import type { Db } from '../../db/database.js';
import { busy } from '../../errors.js';
import type { BalanceRunner } from './balance-runner.js';
import { checkedOverrides, type TypedValues } from './service.js';

/** Games per balance check: enough to see a strategy that dominates, quick enough to wait for. */
export const BALANCE_CHECK_GAMES = 1000;
/** The fixed seed, so the same values always give the same answer. */
export const BALANCE_CHECK_SEED = 1;
/** Checks that may wait for the worker at once; more are refused with 429. */
const MAX_WAITING = 4;

/**
 * Plays `BALANCE_CHECK_GAMES` bot games with the form's values (blank = default) in the worker
 * thread. Values are refused with the same 422 as saving them.
 */
export async function checkBalance(
  db: Db,
  runner: BalanceRunner,
  values: TypedValues,
): Promise<BalanceCheck> {
  const overrides = await checkedOverrides(db, values);
  if (runner.pending >= MAX_WAITING) throw busy(3);
  const variables = Object.fromEntries(overrides.map((o) => [o.key, o.value]));
  return runner.check(variables, BALANCE_CHECK_GAMES, BALANCE_CHECK_SEED);
}
