import type { Db } from '../../db/database.js';
import { nowIso, toNumber } from '../../db/values.js';

export interface VariableRow {
  id: number;
  key: string;
  defaultValue: number;
}

export interface PresetRow {
  id: number;
  name: string;
}

/** Every game variable in the order of RULES.md. */
export async function listVariables(db: Db): Promise<VariableRow[]> {
  const rows = await db
    .selectFrom('variables')
    .select(['id', 'key', 'default_value'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, key: r.key, defaultValue: toNumber(r.default_value) }));
}

/** Every variables preset, oldest first. */
export async function listPresets(db: Db): Promise<PresetRow[]> {
  return db.selectFrom('variables_presets').select(['id', 'name']).orderBy('id').execute();
}

/** The preset with this id, if any. */
export async function findPreset(db: Db, id: number): Promise<PresetRow | null> {
  const row = await db
    .selectFrom('variables_presets')
    .select(['id', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** The values a preset overrides, keyed by variable id. */
export async function presetValues(db: Db, presetId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('variables_preset_values')
    .select(['variable_id', 'value'])
    .where('preset_id', '=', presetId)
    .execute();
  return new Map(rows.map((r) => [r.variable_id, toNumber(r.value)]));
}

/** The values a preset overrides, keyed by variable key: what a new game is pinned with. */
export async function presetOverrides(db: Db, presetId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('variables_preset_values as pv')
    .innerJoin('variables as v', 'v.id', 'pv.variable_id')
    .select(['v.key', 'pv.value'])
    .where('pv.preset_id', '=', presetId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key, toNumber(r.value)]));
}

/** Every preset's overrides, keyed by variable key, by preset id (a preset with none is absent). */
export async function allPresetOverrides(db: Db): Promise<Map<number, Record<string, number>>> {
  const rows = await db
    .selectFrom('variables_preset_values as pv')
    .innerJoin('variables as v', 'v.id', 'pv.variable_id')
    .select(['pv.preset_id', 'v.key', 'pv.value'])
    .execute();
  const out = new Map<number, Record<string, number>>();
  for (const row of rows) {
    const values = out.get(row.preset_id) ?? {};
    values[row.key] = toNumber(row.value);
    out.set(row.preset_id, values);
  }
  return out;
}

/** Inserts a preset and returns its id. */
export async function insertPreset(db: Db, name: string): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('variables_presets')
    .values({ name, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Renames a preset; false when it does not exist. */
export async function renamePreset(db: Db, id: number, name: string): Promise<boolean> {
  const result = await db
    .updateTable('variables_presets')
    .set({ name, updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Replaces every override of a preset with `values` (variable id to value). */
export async function replacePresetValues(
  db: Db,
  presetId: number,
  values: ReadonlyMap<number, number>,
): Promise<void> {
  await db.deleteFrom('variables_preset_values').where('preset_id', '=', presetId).execute();
  if (values.size === 0) return;
  await db
    .insertInto('variables_preset_values')
    .values(
      [...values].map(([variableId, value]) => ({
        preset_id: presetId,
        variable_id: variableId,
        value,
      })),
    )
    .execute();
}

/** Deletes a preset and its values; false when it does not exist. */
export async function deletePreset(db: Db, id: number): Promise<boolean> {
  await db.deleteFrom('variables_preset_values').where('preset_id', '=', id).execute();
  const result = await db.deleteFrom('variables_presets').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
