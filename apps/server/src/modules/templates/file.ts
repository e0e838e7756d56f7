// The template file that carries a template to another Orbis install: ids mean nothing there, so
// the file names what travels (the language's code, the country presets' and world events' names,
// the variables preset's name with its values) and an import finds each by that name again.
import { TEMPLATE_FILE_VERSION, type TemplateFileOutput } from '@orbis/contracts';
import type { Db } from '../../db/database.js';
import { conflict, validationError, type FieldMessage } from '../../errors.js';
import { findLanguage } from '../game-languages/repository.js';
import { findPreset, presetOverrides } from '../variables/repository.js';
import {
  countryPresetIdByName,
  countryPresetNames,
  languageIdByCode,
  variablesPresetIdsByName,
  worldEventIdByName,
  worldEventNames,
} from './names-repository.js';
import * as repo from './repository.js';
import type { TemplateGame } from './repository.js';
import { checkTemplateGame, requireTemplate, type TemplateUser } from './service.js';

type FileGame = TemplateFileOutput['game'];

/** True when two sets of variable values set the same variables to the same numbers. */
function sameValues(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
}

/**
 * The template as a file. A template whose language, preset, country or event has left the
 * catalogue since it was saved cannot name it: 409, until the template is saved again.
 */
export async function exportTemplate(
  db: Db,
  user: TemplateUser,
  id: number,
): Promise<TemplateFileOutput> {
  const { name, game } = await requireTemplate(db, user, id);
  const stale = () => conflict('templates.export_stale');
  const language = await findLanguage(db, game.game.language);
  if (!language) throw stale();
  let preset: FileGame['game']['preset'] = null;
  if (game.game.preset !== null) {
    const row = await findPreset(db, game.game.preset);
    if (!row) throw stale();
    preset = { name: row.name, values: await presetOverrides(db, row.id) };
  }
  const countryIds = [
    ...game.teams,
    ...game.game.events.flatMap((e) => (e.country === null ? [] : [e.country])),
  ];
  const countries = await countryPresetNames(db, countryIds);
  const events = await worldEventNames(
    db,
    game.game.events.map((e) => e.event),
  );
  const countryName = (presetId: number) => {
    const found = countries.get(presetId);
    if (found === undefined) throw stale();
    return found;
  };
  return {
    orbis_template: TEMPLATE_FILE_VERSION,
    name,
    game: {
      game: {
        title: game.game.title,
        preset,
        language: language.code,
        clock: game.game.clock,
        events: game.game.events.map((e) => {
          const event = events.get(e.event);
          if (event === undefined) throw stale();
          return {
            round: e.round,
            event,
            country: e.country === null ? null : countryName(e.country),
          };
        }),
      },
      teams: game.teams.map(countryName),
      mods: game.mods,
    },
  };
}

/**
 * The file's game with this install's ids: each name matched as the file says it (a variables
 * preset of that name with the same values). 422 on each field whose match is missing, saying
 * what an admin must add for the file to be imported.
 */
async function matchNames(db: Db, file: FileGame): Promise<TemplateGame> {
  const errors: Record<string, FieldMessage> = {};
  const language = await languageIdByCode(db, file.game.language);
  if (language === null)
    errors['game.game.language'] = {
      key: 'templates.import_no_language',
      params: { code: file.game.language },
    };
  let preset: number | null = null;
  if (file.game.preset) {
    const wanted = file.game.preset;
    for (const id of await variablesPresetIdsByName(db, wanted.name))
      if (sameValues(await presetOverrides(db, id), wanted.values)) {
        preset = id;
        break;
      }
    if (preset === null)
      errors['game.game.preset'] = {
        key: 'templates.import_no_preset',
        params: { name: wanted.name },
      };
  }
  const countryIds = new Map<string, number | null>();
  const countryId = async (name: string) => {
    if (!countryIds.has(name)) countryIds.set(name, await countryPresetIdByName(db, name));
    return countryIds.get(name) ?? null;
  };
  const noCountry = (name: string): FieldMessage => ({
    key: 'templates.import_no_country',
    params: { name },
  });
  const teams: number[] = [];
  for (const [i, name] of file.teams.entries()) {
    const id = await countryId(name);
    if (id === null) errors[`game.teams.${i}`] = noCountry(name);
    else teams.push(id);
  }
  const events: TemplateGame['game']['events'] = [];
  for (const [i, scheduled] of file.game.events.entries()) {
    const event = await worldEventIdByName(db, scheduled.event);
    if (event === null)
      errors[`game.game.events.${i}.event`] = {
        key: 'templates.import_no_event',
        params: { name: scheduled.event },
      };
    const country = scheduled.country === null ? null : await countryId(scheduled.country);
    if (scheduled.country !== null && country === null)
      errors[`game.game.events.${i}.country`] = noCountry(scheduled.country);
    if (event !== null) events.push({ round: scheduled.round, event, country });
  }
  if (Object.keys(errors).length > 0 || language === null) throw validationError(errors);
  return {
    game: { title: file.game.title, preset, language, clock: file.game.clock, events },
    teams,
    mods: file.mods,
  };
}

/** Saves a template file as a new template of `user`, its names matched on this install. */
export async function importTemplate(
  db: Db,
  user: TemplateUser,
  file: TemplateFileOutput,
): Promise<number> {
  const game = await matchNames(db, file.game);
  await checkTemplateGame(db, game);
  return repo.insertTemplate(db, user.id, { name: file.name, game });
}
