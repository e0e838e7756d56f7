import { z } from 'zod';
import { ClockSettings } from './clock.js';
import { IdNumber } from './common.js';
import { GameAddBody, GameTitle, MAX_TEAMS } from './games.js';
import { MAX_SCHEDULED_WORLD_EVENTS } from './world-events.js';

// A host's game templates (API.md "Events", Templates): a saved `host/games/add` body under a
// name, and the file that carries one to another install with names in place of ids.

/** A template's name. */
export const TemplateName = z.string().trim().min(1).max(100);

/** `GET B/host/templates/list`: the caller's templates (an admin's: all), newest first. */
export const TemplatesListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
});
export type TemplatesListItem = z.infer<typeof TemplatesListItem>;
export const TemplatesList = z.array(TemplatesListItem);

/** `POST B/host/templates/add`: `game` is exactly `host/games/add`'s body, checked as that call checks it. */
export const TemplateAddBody = z.object({ name: TemplateName, game: GameAddBody });
export type TemplateAddBody = z.input<typeof TemplateAddBody>;

/** `POST B/host/templates/update`. */
export const TemplateUpdateBody = TemplateAddBody.extend({ id: IdNumber });
export type TemplateUpdateBody = z.input<typeof TemplateUpdateBody>;

/** `POST B/host/templates/from_game`: the setup of a game the caller hosts. */
export const TemplateFromGameBody = z.object({ gameId: IdNumber, name: TemplateName });
export type TemplateFromGameBody = z.input<typeof TemplateFromGameBody>;

/** `GET B/host/templates/get`: the template, its game as `host/games/add` takes it. */
export const TemplateResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  game: GameAddBody,
});
export type TemplateResponse = z.output<typeof TemplateResponse>;

/** The variables preset as it travels: its name and the values it sets, by variable key. */
export const TemplateFilePreset = z.object({
  name: z.string().trim().min(1).max(100),
  values: z.record(z.string().max(100), z.number()),
});

/** A name that travels in place of a catalogue id. */
const CatalogueName = z.string().trim().min(1).max(100);

/** The version of the template file this install writes and reads. */
export const TEMPLATE_FILE_VERSION = 1;

/**
 * `GET B/host/templates/export` writes it and `POST B/host/templates/import` reads it: the
 * template with every id replaced by what travels (the language's code, the country presets'
 * and world events' names, the variables preset's name with its values, or null).
 */
export const TemplateFile = z.object({
  orbis_template: z.literal(TEMPLATE_FILE_VERSION),
  name: TemplateName,
  game: z.object({
    game: z.object({
      title: GameTitle,
      preset: TemplateFilePreset.nullable().default(null),
      language: z.string().trim().min(1).max(20),
      clock: ClockSettings.nullable().default(null),
      events: z
        .array(
          z.object({
            round: z.number().int().min(1).max(10_000),
            event: CatalogueName,
            country: CatalogueName.nullable().default(null),
          }),
        )
        .max(MAX_SCHEDULED_WORLD_EVENTS)
        .default([]),
    }),
    teams: z
      .array(CatalogueName)
      .min(1)
      .max(MAX_TEAMS)
      .superRefine((teams, ctx) => {
        teams.forEach((team, i) => {
          if (teams.indexOf(team) !== i)
            ctx.addIssue({
              code: 'custom',
              path: [i],
              message: 'games.duplicate_team',
              input: team,
            });
        });
      }),
    mods: GameAddBody.shape.mods,
  }),
});
export type TemplateFile = z.input<typeof TemplateFile>;
export type TemplateFileOutput = z.output<typeof TemplateFile>;
