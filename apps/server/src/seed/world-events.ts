import crypto from 'node:crypto';
import { SHIPPED_WORLD_EVENTS } from '@orbis/engine';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/values.js';
import { listLanguages } from '../modules/game-languages/repository.js';
import { getOrCreateSetting } from '../modules/settings/repository.js';
import { insertWorldEvent } from '../modules/world-events/repository.js';

/** The setting that records the one time the shipped world events were seeded. */
export const WORLD_EVENTS_SEEDED_SETTING = 'seed.world_events';

/**
 * Adds the shipped world events once per install, after the game languages, with their texts in
 * each of `en` and `ru` the install has. As for the classic preset, the `settings` row makes it
 * once: an event the admin edited is never overwritten, one deleted never comes back.
 */
export async function seedWorldEvents(db: Db): Promise<void> {
  const claim = `${nowIso()} ${crypto.randomBytes(8).toString('hex')}`;
  if ((await getOrCreateSetting(db, WORLD_EVENTS_SEEDED_SETTING, () => claim)) !== claim) return;
  const ids = new Map((await listLanguages(db)).map((l) => [l.code, l.id]));
  for (const event of SHIPPED_WORLD_EVENTS) {
    const texts = new Map<number, { title: string; text: string }>();
    for (const [code, text] of Object.entries(event.texts)) {
      const id = ids.get(code);
      if (id !== undefined) texts.set(id, text);
    }
    await insertWorldEvent(db, { name: event.name, effects: event.effects, texts });
  }
}
