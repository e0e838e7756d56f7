// Creating a game: everything is pinned at creation (variables, names in the game's language,
// flags, pictures, developments), so later catalog edits do not change it.
import crypto from 'node:crypto';
import type { GameAddBody } from '@orbis/contracts';
import {
  createGame,
  needsChosenCountry,
  resolveVariables,
  validateVariables,
  VARIABLE_KEYS,
  type GameSetup,
  type ScheduledWorldEvent,
  type Variables,
} from '@orbis/engine';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { validationError, type FieldMessage } from '../../../errors.js';
import { findCountryPreset, listCityPresetRows } from '../../country-presets/repository.js';
import { findLanguage, nameTranslations } from '../../game-languages/repository.js';
import { findPreset, presetOverrides } from '../../variables/repository.js';
import { findWorldEvent, type WorldEventRow } from '../../world-events/repository.js';
import { inLanguage } from '../../world-events/service.js';
import { newAccessCodes } from '../access-codes.js';
import { insertGame, setInitialState } from '../repository/games.js';
import { insertCity, insertTeam } from '../repository/teams.js';

type AddInput = z.output<typeof GameAddBody>;

interface TeamPlan {
  presetId: number;
  name: string;
  flag: string;
  cities: { presetId: number; name: string; picture: string; development: number }[];
}

/** The variables a preset overrides, limited to the rulebook's variables. */
async function pinnedVariables(db: Db, presetId: number): Promise<Partial<Variables>> {
  const overrides = await presetOverrides(db, presetId);
  const known = new Set<string>(VARIABLE_KEYS);
  return Object.fromEntries(Object.entries(overrides).filter(([key]) => known.has(key)));
}

/** The teams with their names in the language; field errors for the ones that cannot play. */
async function planTeams(
  db: Db,
  languageId: number,
  presetIds: number[],
  errors: Record<string, FieldMessage>,
): Promise<TeamPlan[]> {
  const countryNames = await nameTranslations(db, languageId, 'countries');
  const cityNames = await nameTranslations(db, languageId, 'cities');
  const plans: TeamPlan[] = [];
  for (const [i, presetId] of presetIds.entries()) {
    const preset = await findCountryPreset(db, presetId);
    const name = countryNames[String(presetId)];
    if (!preset || !name) {
      errors[`teams.${i}`] = { key: 'games.country_unavailable' };
      continue;
    }
    const cities = await listCityPresetRows(db, presetId);
    if (cities.length === 0) {
      errors[`teams.${i}`] = { key: 'games.country_no_cities' };
      continue;
    }
    plans.push({
      presetId,
      name,
      flag: preset.flag,
      cities: cities.map((c) => ({
        presetId: c.id,
        name: cityNames[String(c.id)] ?? c.name,
        picture: c.picture,
        development: c.economy,
      })),
    });
  }
  return plans;
}

/** A scheduled event as checked: the catalogue's event, its round, the chosen preset or null. */
interface EventPlan {
  row: WorldEventRow;
  round: number;
  preset: number | null;
}

/**
 * The scheduled events, checked: each round within 1..`rounds`, each event in the catalogue, a
 * country (one of the game's presets) exactly when an effect targets the chosen country.
 */
async function planEvents(
  db: Db,
  input: AddInput,
  rounds: number,
  errors: Record<string, FieldMessage>,
): Promise<EventPlan[]> {
  const plans: EventPlan[] = [];
  const rows = new Map<number, WorldEventRow | null>();
  for (const [i, scheduled] of input.game.events.entries()) {
    const field = `game.events.${i}`;
    if (scheduled.round > rounds)
      errors[`${field}.round`] = {
        key: 'world_events.round_out_of_range',
        params: { max: rounds },
      };
    if (!rows.has(scheduled.event))
      rows.set(scheduled.event, await findWorldEvent(db, scheduled.event));
    const row = rows.get(scheduled.event);
    if (!row) {
      errors[`${field}.event`] = { key: 'world_events.unknown_event' };
      continue;
    }
    if (needsChosenCountry(row.effects)) {
      if (scheduled.country === null || !input.teams.includes(scheduled.country))
        errors[`${field}.country`] = { key: 'world_events.country_required' };
    } else if (scheduled.country !== null)
      errors[`${field}.country`] = { key: 'world_events.country_not_needed' };
    plans.push({ row, round: scheduled.round, preset: scheduled.country });
  }
  return plans;
}

/** A game's setup as checked: everything `addGame` writes besides the game's own ids. */
export interface GamePlan {
  language: { id: number; code: string };
  preset: { id: number; name: string } | null;
  variables: Partial<Variables>;
  teams: TeamPlan[];
  events: EventPlan[];
}

/**
 * Checks a `host/games/add` body against the catalogue as that call does: the language, the
 * preset, each team and each scheduled event. Answers the plan, or the field errors (keyed as
 * that call answers them) when any part cannot be used. Templates check their games with it.
 */
export async function planGame(
  db: Db,
  input: AddInput,
): Promise<{ plan: GamePlan } | { errors: Record<string, FieldMessage> }> {
  const errors: Record<string, FieldMessage> = {};
  const language = await findLanguage(db, input.game.language);
  if (!language) errors['game.language'] = { key: 'validation.unknown_language' };
  const preset = input.game.preset === null ? null : await findPreset(db, input.game.preset);
  let variables: Partial<Variables> = {};
  if (input.game.preset !== null && !preset)
    errors['game.preset'] = { key: 'games.unknown_preset' };
  if (preset) {
    variables = await pinnedVariables(db, preset.id);
    if (validateVariables(variables).length > 0)
      errors['game.preset'] = { key: 'games.preset_invalid' };
  }
  const teams = language ? await planTeams(db, language.id, input.teams, errors) : [];
  const events = await planEvents(db, input, resolveVariables(variables).rounds, errors);
  if (Object.keys(errors).length > 0 || !language) return { errors };
  return { plan: { language, preset, variables, teams, events } };
}

/** A new game's seed: a world of an event takes its event's instead (RULES "Across an event"). */
export function newSeed(): number {
  return crypto.randomInt(1, 2 ** 31);
}

/**
 * Creates a game for `hostId`: round 1, stopped, each team with its access code, and its round
 * clock's settings when it has one. Field errors
 * (422) name the language, the preset or the team that cannot be used.
 */
export async function addGame(db: Db, hostId: number, input: AddInput): Promise<number> {
  const checked = await planGame(db, input);
  if ('errors' in checked) throw validationError(checked.errors);
  return db
    .transaction()
    .execute((trx) =>
      insertPlannedGame(trx, hostId, input, checked.plan, { seed: newSeed(), eventId: null }),
    );
}

/**
 * Writes a game planned by `planGame` from `input`, inside the caller's transaction `trx`: its
 * row (a world of `eventId` when given), teams with their access codes, cities and its initial
 * state from `seed`. `host/games/add` and an event's worlds are made by this one function.
 */
export async function insertPlannedGame(
  trx: Db,
  hostId: number,
  input: AddInput,
  plan: GamePlan,
  options: { seed: number; eventId: number | null },
): Promise<number> {
  const { language, preset, variables, teams, events } = plan;
  const codes = newAccessCodes(teams.length);
  const gameId = await insertGame(trx, {
    hostId,
    title: input.game.title,
    languageId: language.id,
    preset,
    eventId: options.eventId,
  });
  const countries: GameSetup['countries'] = [];
  const countryOfPreset = new Map<number, number>();
  for (const [position, team] of teams.entries()) {
    const countryId = await insertTeam(trx, {
      gameId,
      presetId: team.presetId,
      name: team.name,
      flag: team.flag,
      accessCode: codes[position] ?? '',
      position,
    });
    const cities: GameSetup['countries'][number]['cities'] = [];
    for (const [cityPosition, city] of team.cities.entries()) {
      const cityId = await insertCity(trx, {
        gameId,
        countryId,
        presetId: city.presetId,
        name: city.name,
        picture: city.picture,
        position: cityPosition,
      });
      cities.push({ id: cityId, name: city.name, development: city.development });
    }
    countries.push({ id: countryId, name: team.name, cities });
    countryOfPreset.set(team.presetId, countryId);
  }
  // Pinned in the game's language: later catalogue edits do not change the game.
  const scheduled: ScheduledWorldEvent[] = events.map((e) => ({
    round: e.round,
    ...inLanguage(
      e.row,
      language.code,
      e.preset === null ? null : (countryOfPreset.get(e.preset) ?? null),
    ),
  }));
  const state = createGame({
    countries,
    variables,
    mods: input.mods,
    seed: options.seed,
    clock: input.game.clock,
    events: scheduled,
  });
  await setInitialState(trx, gameId, state);
  return gameId;
}
