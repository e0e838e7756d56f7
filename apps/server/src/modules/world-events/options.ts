// The catalogue as a host picks from it (API.md "World events", our `get_world_events_options`):
// the control screen's fire dialog and the create game form say each event's effects in words,
// and ask for a country when one of them hits a chosen target.
import type { WorldEventOption } from '@orbis/contracts';
import type { WorldEventEffect } from '@orbis/engine';
import type { Db } from '../../db/database.js';
import { parseJson } from '../../db/values.js';

/** Every event of the catalogue, by name (then id), with its effects. */
export async function worldEventOptions(db: Db): Promise<WorldEventOption[]> {
  const rows = await db
    .selectFrom('world_events')
    .select(['id', 'name', 'effects'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    value: row.id,
    text: row.name,
    effects: parseJson<WorldEventEffect[]>(row.effects) ?? [],
  }));
}
