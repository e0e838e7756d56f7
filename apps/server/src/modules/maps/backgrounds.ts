// The map backgrounds an admin uploads (API.md "The projector in pictures"): a name and a
// picture, stored as every upload is (decoded, re-encoded, under a random name). Deleting one a
// game shows leaves that game without a background; its stats screens hear `map-changed`.
import type { MapBackgroundOption } from '@orbis/contracts';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { storeImage, type EncodedImage } from '../uploads/images.js';
import {
  deleteBackgroundRow,
  gamesShowing,
  insertBackground,
  listBackgrounds,
} from './repository.js';

/** Stores `image` in `dir` and adds it as background `name`; returns its id. */
export async function addBackground(
  db: Db,
  dir: string,
  name: string,
  image: EncodedImage,
): Promise<number> {
  const picture = await storeImage(dir, image);
  return db.transaction().execute((trx) => insertBackground(trx, name, picture));
}

/**
 * Deletes background `id` (404 when there is none); answers the games that showed it, now
 * without a background. Its file stays, as every stored upload does: a screen that loaded the
 * map before may still ask for it.
 */
export async function deleteBackground(db: Db, id: number): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const games = await gamesShowing(trx, id);
    if (!(await deleteBackgroundRow(trx, id))) throw notFound();
    return games;
  });
}

/** Every background as a host picks it: its id, its name and its picture's address. */
export async function backgroundOptions(db: Db): Promise<MapBackgroundOption[]> {
  const rows = await listBackgrounds(db);
  return rows.map((r) => ({ value: r.id, text: r.name, url: r.picture }));
}
