import type { BalanceCheck } from '@orbis/contracts';
import type { Db } from '../../db/database.js';
import { busy } from '../../errors.js';
import { saveBalanceResult } from './balance-results.js';
import type { BalanceRunner } from './balance-runner.js';
import { checkedOverrides, type TypedValues } from './service.js';
import { allWorldEventEffects } from '../world-events/repository.js';

/** Games per balance check: enough to see a strategy that dominates, quick enough to wait for. */
export const BALANCE_CHECK_GAMES = 1000;
/** The fixed seed, so the same values always give the same answer. */
export const BALANCE_CHECK_SEED = 1;
/** Checks that may wait for the worker at once; more are refused with 429. */
const MAX_WAITING = 4;

/**
 * Plays `BALANCE_CHECK_GAMES` bot games with the form's values (blank = default) in the worker
 * thread, and keeps the answer as the last result of these values: every preset holding them
 * shows it in the add-game form. Values are refused with the same 422 as saving them. With
 * `worldEvents`, the games also play the catalogue's world events (one each even round, in
 * catalogue order); that answer is not kept, since the add-game form's result is of the values
 * alone.
 */
export async function checkBalance(
  db: Db,
  runner: BalanceRunner,
  values: TypedValues,
  worldEvents = false,
): Promise<BalanceCheck> {
  const overrides = await checkedOverrides(db, values);
  if (runner.pending >= MAX_WAITING) throw busy(3);
  const variables = Object.fromEntries(overrides.map((o) => [o.key, o.value]));
  const events = worldEvents ? await allWorldEventEffects(db) : [];
  const check = await runner.check(variables, BALANCE_CHECK_GAMES, BALANCE_CHECK_SEED, events);
  if (!worldEvents) await saveBalanceResult(db, variables, check);
  return check;
}
