import {
  parseId,
  type GameVariable,
  type VariablesPresetOption,
  type VariablesPresetResponse,
} from '@orbis/contracts';
import type { Db } from '../../db/database.js';
import { notFound, validationError, type FieldMessage } from '../../errors.js';
import { labelMessages } from '../admin-languages/repository.js';
import type { Cache } from '../cache.js';
import { balanceResults, variablesHash } from './balance-results.js';
import {
  allPresetOverrides,
  deletePreset,
  findPreset,
  insertPreset,
  listPresets,
  listVariables,
  presetValues,
  renamePreset,
  replacePresetValues,
} from './repository.js';
import { checkVariableValue } from './value-bounds.js';

/** Values as parsed from a request: variable id (text) to a number, or null for the default. */
export type TypedValues = Record<string, number | null>;

export interface PresetInput {
  name: string;
  values: TypedValues;
}

/** The game variables, named in the admin language `language` (labels `variable.<key>`). */
export async function variablesInLanguage(
  db: Db,
  cache: Cache,
  language: string,
): Promise<GameVariable[]> {
  const [rows, labels] = await Promise.all([listVariables(db), labelMessages(db, cache, language)]);
  return rows.map((v) => ({
    id: v.id,
    key: v.key,
    name: labels[`variable.${v.key}`] ?? v.key,
    default_value: v.defaultValue,
  }));
}

/** A checked override: the variable's id and key, and its value. */
export interface Override {
  id: number;
  key: string;
  value: number;
}

/**
 * The overrides in `values`: blank values dropped, each other value checked against its
 * variable. An unknown variable id or a value out of bounds is a 422 on
 * `variablesPreset.values.<id>`; saving a preset and checking its balance refuse the same values.
 */
export async function checkedOverrides(db: Db, values: TypedValues): Promise<Override[]> {
  const variables = new Map((await listVariables(db)).map((v) => [v.id, v]));
  const errors: Record<string, FieldMessage> = {};
  const out: Override[] = [];
  for (const [key, value] of Object.entries(values)) {
    const field = `variablesPreset.values.${key}`;
    const id = parseId(key);
    const variable = id === null ? undefined : variables.get(id);
    if (!variable) {
      errors[field] = { key: 'variables.unknown_variable' };
      continue;
    }
    if (value === null) continue;
    const problem = checkVariableValue(variable.key, value);
    if (problem) errors[field] = problem;
    else out.push({ id: variable.id, key: variable.key, value });
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return out;
}

/** The overrides to store: variable id to value. */
async function overridesToStore(db: Db, values: TypedValues): Promise<Map<number, number>> {
  return new Map((await checkedOverrides(db, values)).map((o) => [o.id, o.value]));
}

/** Creates a preset with its overrides; returns its id. */
export async function addPreset(db: Db, input: PresetInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const values = await overridesToStore(trx, input.values);
    const id = await insertPreset(trx, input.name);
    await replacePresetValues(trx, id, values);
    return id;
  });
}

/** A preset with the values it overrides; 404 when unknown. */
export async function getPreset(db: Db, id: number): Promise<VariablesPresetResponse> {
  const preset = await findPreset(db, id);
  if (!preset) throw notFound();
  const values: Record<string, { value: number }> = {};
  for (const [variableId, value] of await presetValues(db, id)) {
    values[String(variableId)] = { value };
  }
  return { variablesPreset: { id: preset.id, name: preset.name, values } };
}

/** Renames a preset and replaces its overrides; 404 when unknown. */
export async function updatePreset(db: Db, id: number, input: PresetInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await findPreset(trx, id))) throw notFound();
    const values = await overridesToStore(trx, input.values);
    await renamePreset(trx, id, input.name);
    await replacePresetValues(trx, id, values);
  });
}

/** Deletes a preset; 404 when unknown. Games already created keep their pinned variables. */
export async function removePreset(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deletePreset(trx, id))) throw notFound();
  });
}

/**
 * Every preset as a dropdown option (the host's add-game form), with the last balance check of
 * its current values, or null when they were never checked.
 */
export async function presetOptions(db: Db): Promise<VariablesPresetOption[]> {
  const [presets, overrides] = await Promise.all([listPresets(db), allPresetOverrides(db)]);
  const hashes = new Map(presets.map((p) => [p.id, variablesHash(overrides.get(p.id) ?? {})]));
  const results = await balanceResults(db, [...hashes.values()]);
  return presets.map((p) => ({
    value: p.id,
    text: p.name,
    balance: results.get(hashes.get(p.id) ?? '') ?? null,
  }));
}
