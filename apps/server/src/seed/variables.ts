import { DEFAULT_VARIABLES, VARIABLE_KEYS } from '@orbis/engine';
import type { Db } from '../db/database.js';

/**
 * Seeds the game variables of RULES.md: one row per engine variable, added when missing. The
 * engine is the source of truth for defaults and order, so both follow it on every start;
 * presets only store overrides, so nothing an admin typed is touched.
 */
export async function seedVariables(db: Db, _dataDir: string): Promise<void> {
  const rows = VARIABLE_KEYS.map((key, position) => ({
    key,
    default_value: DEFAULT_VARIABLES[key],
    position,
  }));
  await db
    .insertInto('variables')
    .values(rows)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        default_value: eb.ref('excluded.default_value'),
        position: eb.ref('excluded.position'),
      })),
    )
    .execute();
}
