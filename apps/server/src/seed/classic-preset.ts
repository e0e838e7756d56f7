import crypto from 'node:crypto';
import { CLASSIC_VARIABLES } from '@orbis/engine';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/values.js';
import { CLASSIC_BALANCE } from './classic-balance.js';
import { getOrCreateSetting } from '../modules/settings/repository.js';
import { keepBalanceResult } from '../modules/variables/balance-results.js';
import {
  insertPreset,
  listVariables,
  replacePresetValues,
} from '../modules/variables/repository.js';

/** The seeded preset's name; admins may rename it like any other. */
export const CLASSIC_PRESET_NAME = 'Classic (v1)';

// Every number of the price list is stored, even one equal to today's default, so the preset
// keeps playing v1 when the tuned defaults move.

/** The setting that records the one time the classic preset was seeded. */
export const CLASSIC_PRESET_SEEDED_SETTING = 'seed.classic_preset';

/**
 * Adds the classic preset once per install, after the variables it overrides exist, and the
 * classic values' balance result. The `settings` row records the preset, so a preset the admin
 * edited is never overwritten and one the admin deleted never comes back; an install from before
 * this seed gets it on its next start.
 */
export async function seedClassicPreset(db: Db): Promise<void> {
  // The classic values' balance result, unless a check of them has run since (every start: an
  // install from before the results were kept gets it too).
  await keepBalanceResult(db, CLASSIC_VARIABLES, CLASSIC_BALANCE);
  const claim = `${nowIso()} ${crypto.randomBytes(8).toString('hex')}`;
  // Only the start that writes the row seeds; concurrent starts read back the winner's value.
  if ((await getOrCreateSetting(db, CLASSIC_PRESET_SEEDED_SETTING, () => claim)) !== claim) return;
  const ids = new Map((await listVariables(db)).map((v) => [v.key, v.id]));
  const values = new Map<number, number>();
  for (const [key, value] of Object.entries(CLASSIC_VARIABLES)) {
    const id = ids.get(key);
    if (id !== undefined && value !== undefined) values.set(id, value);
  }
  await replacePresetValues(db, await insertPreset(db, CLASSIC_PRESET_NAME), values);
}
