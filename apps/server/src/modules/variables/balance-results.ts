// The last balance check of each set of game variables, and how a preset fared in it.
import crypto from 'node:crypto';
import { BalanceCheck, type PresetBalance } from '@orbis/contracts';
import { resolveVariables, VARIABLE_KEYS, type Variables } from '@orbis/engine';
import type { Db } from '../../db/database.js';
import { nowIso, parseJson, toIso, toJson } from '../../db/values.js';

/**
 * The key of a set of values: a hash of every variable the bots play, the defaults filled in. A
 * preset and a check of the same numbers share it, however the numbers were entered.
 */
export function variablesHash(overrides: Readonly<Record<string, number>>): string {
  const all = resolveVariables(overrides as Partial<Variables>);
  const text = JSON.stringify(VARIABLE_KEYS.map((key) => [key, all[key]]));
  return crypto.createHash('sha256').update(text).digest('hex');
}

/** Keeps `check` as the last result of the values `overrides`, replacing an older one. */
export async function saveBalanceResult(
  db: Db,
  overrides: Readonly<Record<string, number>>,
  check: BalanceCheck,
  checkedAt = nowIso(),
): Promise<void> {
  const row = {
    variables_hash: variablesHash(overrides),
    result: toJson(check),
    checked_at: checkedAt,
  };
  await db.transaction().execute((trx) =>
    trx
      .insertInto('balance_checks')
      .values(row)
      .onConflict((oc) =>
        oc.column('variables_hash').doUpdateSet({ result: row.result, checked_at: row.checked_at }),
      )
      .execute(),
  );
}

/** Keeps `check` for `overrides` unless these values already have a result (the seed's way). */
export async function keepBalanceResult(
  db: Db,
  overrides: Readonly<Record<string, number>>,
  check: BalanceCheck,
): Promise<void> {
  await db
    .insertInto('balance_checks')
    .values({
      variables_hash: variablesHash(overrides),
      result: toJson(check),
      checked_at: nowIso(),
    })
    .onConflict((oc) => oc.column('variables_hash').doNothing())
    .execute();
}

/** The last results of the given value hashes, by hash; a set never checked is absent. */
export async function balanceResults(
  db: Db,
  hashes: string[],
): Promise<Map<string, PresetBalance>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .selectFrom('balance_checks')
    .select(['variables_hash', 'result', 'checked_at'])
    .where('variables_hash', 'in', [...new Set(hashes)])
    .execute();
  const out = new Map<string, PresetBalance>();
  for (const row of rows) {
    // A result stored by an older version that no longer reads as one is as good as none.
    const parsed = BalanceCheck.safeParse(parseJson(row.result));
    if (parsed.success) {
      out.set(row.variables_hash, { checked_at: toIso(row.checked_at), check: parsed.data });
    }
  }
  return out;
}
