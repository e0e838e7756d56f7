// A template from an existing game: its setup as it was created, never its state. A game pins
// its setup (names in its language, the variables' values), so the catalogue ids come back from
// what the game kept of them: its preset while that preset exists, its teams' country presets,
// and each scheduled event from the catalogue event that still reads as the game pinned it.
import type { ScheduledWorldEvent } from '@orbis/engine';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { requireHostedGame } from '../games/access.js';
import { loadGame, loadInitialState } from '../games/repository/games.js';
import { listTeams } from '../games/repository/teams.js';
import { findPreset } from '../variables/repository.js';
import { findWorldEvent, listWorldEvents, type WorldEventRow } from '../world-events/repository.js';
import { inLanguage } from '../world-events/service.js';
import type { TemplateGame } from './repository.js';
import * as repo from './repository.js';
import type { TemplateUser } from './service.js';

/** True when the catalogue event, put into the game's language, is the event the game pinned. */
function pinnedFrom(
  row: WorldEventRow,
  languageCode: string,
  pinned: ScheduledWorldEvent,
): boolean {
  const now = inLanguage(row, languageCode, pinned.country);
  return (
    now.title === pinned.title &&
    now.text === pinned.text &&
    JSON.stringify(now.effects) === JSON.stringify(pinned.effects)
  );
}

/**
 * The scheduled events of a game as a template names them: each with the catalogue event it was
 * pinned from (the oldest that still reads the same) and its chosen country's preset. An event
 * no catalogue event reads as any more (edited or deleted since) is left out.
 */
async function scheduledFromCatalogue(
  db: Db,
  languageCode: string,
  pinned: ScheduledWorldEvent[],
  presetOfCountry: Map<number, number>,
): Promise<TemplateGame['game']['events']> {
  if (pinned.length === 0) return [];
  const catalogue: WorldEventRow[] = [];
  for (const { id } of (await listWorldEvents(db)).sort((a, b) => a.id - b.id)) {
    const row = await findWorldEvent(db, id);
    if (row) catalogue.push(row);
  }
  const events: TemplateGame['game']['events'] = [];
  for (const event of pinned) {
    const row = catalogue.find((r) => pinnedFrom(r, languageCode, event));
    if (!row) continue;
    const country = event.country === null ? null : (presetOfCountry.get(event.country) ?? null);
    events.push({ round: event.round, event: row.id, country });
  }
  return events;
}

/** The setup of game `gameId`, which `user` hosts (owner, co-host or admin), as a template's game. */
export async function gameSetup(db: Db, user: TemplateUser, gameId: number): Promise<TemplateGame> {
  await requireHostedGame(db, user, gameId);
  const game = await loadGame(db, gameId);
  const initial = await loadInitialState(db, gameId);
  if (!game || !initial) throw notFound();
  const preset = game.preset && (await findPreset(db, game.preset.id));
  const teams = await listTeams(db, gameId);
  const presetOfCountry = new Map(teams.map((t) => [t.id, t.presetId]));
  const clock = initial.clock
    ? { talks: initial.clock.talks, orders: initial.clock.orders, lock: initial.clock.lock }
    : null;
  return {
    game: {
      title: game.title,
      preset: preset ? preset.id : null,
      language: game.language.id,
      clock,
      events: await scheduledFromCatalogue(
        db,
        game.language.code,
        initial.scheduledEvents ?? [],
        presetOfCountry,
      ),
    },
    teams: teams.map((t) => t.presetId),
    mods: [...initial.mods],
  };
}

/** Saves the setup of a game the caller hosts as their new template. */
export async function templateFromGame(
  db: Db,
  user: TemplateUser,
  input: { gameId: number; name: string },
): Promise<number> {
  const game = await gameSetup(db, user, input.gameId);
  return repo.insertTemplate(db, user.id, { name: input.name, game });
}
