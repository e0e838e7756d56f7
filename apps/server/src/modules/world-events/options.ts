// The catalogue as a host picks from it (API.md "World events", our `get_world_events_options`):
// the control screen's fire dialog and the create game form say each event's effects in words,
// and ask for a country when one of them hits a chosen target.
import type { WorldEventOption } from '@orbis/contracts';
import type { WorldEventEffect } from '@orbis/engine';
import type { Db } from '../../db/database.js';
import { parseJson } from '../../db/values.js';

/**
 * Every event of the catalogue with its effects, each named by its title in `languageCode` (the
 * reader's back-office language: a Russian host picks among Russian headlines) or, without one,
 * by its catalogue name; sorted by that text, then id.
 */
export async function worldEventOptions(db: Db, languageCode: string): Promise<WorldEventOption[]> {
  const rows = await db
    .selectFrom('world_events as e')
    .leftJoin(
      (qb) =>
        qb
          .selectFrom('world_event_texts as t')
          .innerJoin('languages as l', 'l.id', 't.language_id')
          .where('l.code', '=', languageCode)
          .select(['t.event_id', 't.title'])
          .as('own'),
      (join) => join.onRef('own.event_id', '=', 'e.id'),
    )
    .select(['e.id', 'e.name', 'e.effects', 'own.title'])
    .execute();
  return rows
    .map((row) => ({
      value: row.id,
      text: row.title ?? row.name,
      effects: parseJson<WorldEventEffect[]>(row.effects) ?? [],
    }))
    .sort((a, b) => a.text.localeCompare(b.text, languageCode) || a.value - b.value);
}
