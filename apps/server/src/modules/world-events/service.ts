// The world events catalogue (admin) and what a game takes from it: an event's headline in the
// game's language and its effects, pinned when the game is created or the event is fired.
import type { WorldEventAddBody, WorldEventResponse } from '@orbis/contracts';
import type { GameWorldEvent, WorldEventEffect } from '@orbis/engine';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { notFound, validationError, type FieldMessage } from '../../errors.js';
import { listLanguages } from '../game-languages/repository.js';
import {
  deleteWorldEvent,
  findWorldEvent,
  insertWorldEvent,
  updateWorldEvent,
  type WorldEventRow,
  type WorldEventWrite,
} from './repository.js';

type EventInput = z.output<typeof WorldEventAddBody>;

/** The input with its texts keyed by language id; 422 on `texts.<code>` for an unknown code. */
async function toWrite(db: Db, input: EventInput): Promise<WorldEventWrite> {
  const ids = new Map((await listLanguages(db)).map((l) => [l.code, l.id]));
  const errors: Record<string, FieldMessage> = {};
  const texts = new Map<number, { title: string; text: string }>();
  for (const [code, text] of Object.entries(input.texts)) {
    const id = ids.get(code.trim().toLowerCase());
    if (id === undefined) errors[`texts.${code}`] = { key: 'world_events.unknown_language' };
    else texts.set(id, text);
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { name: input.name, effects: input.effects, texts };
}

/** Adds an event to the catalogue; returns its id. */
export async function addWorldEvent(db: Db, input: EventInput): Promise<number> {
  return db.transaction().execute(async (trx) => insertWorldEvent(trx, await toWrite(trx, input)));
}

/** An event as `get` answers it; 404 when unknown. */
export async function getWorldEvent(db: Db, id: number): Promise<WorldEventResponse> {
  const row = await findWorldEvent(db, id);
  if (!row) throw notFound();
  return row;
}

/** Replaces an event; 404 when unknown. Games keep what they pinned. */
export async function changeWorldEvent(db: Db, id: number, input: EventInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const write = await toWrite(trx, input);
    if (!(await updateWorldEvent(trx, id, write))) throw notFound();
  });
}

/** Deletes an event; 404 when unknown. Games keep what they pinned or applied. */
export async function removeWorldEvent(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteWorldEvent(trx, id))) throw notFound();
  });
}

/**
 * The event as a game holds it: title and text in `languageCode`, else in `en`, else the
 * catalogue name with no text.
 */
export function inLanguage(
  row: WorldEventRow,
  languageCode: string,
  country: number | null,
): GameWorldEvent {
  const text = row.texts[languageCode] ?? row.texts.en;
  const effects: WorldEventEffect[] = row.effects.map((e) => ({ ...e }));
  return { title: text?.title ?? row.name, text: text?.text ?? '', effects, country };
}
