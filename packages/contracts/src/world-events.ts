import {
  MAX_WORLD_EVENT_EFFECTS,
  WORLD_EVENT_KINDS,
  WORLD_EVENT_RANGES,
  WORLD_EVENT_TARGETS,
} from '@orbis/engine';
import { z } from 'zod';
import { boundedRecord, IdNumber } from './common.js';

// World events (API.md "World events"): an admin's catalogue of crises, booms and disasters, that
// a host fires live or schedules when creating a game. The kinds, targets and ranges are the
// engine's (WORLD_EVENT_KINDS, WORLD_EVENT_TARGETS, WORLD_EVENT_RANGES).

/** What an effect does: `ecology`, `development`, `budget`, `income` or `shields`. */
export const WorldEventKind = z.enum(WORLD_EVENT_KINDS);
export type WorldEventKind = z.infer<typeof WorldEventKind>;

/** Whom it hits: `all`, `random` (one country drawn per event) or `chosen` (named by the host). */
export const WorldEventTarget = z.enum(WORLD_EVENT_TARGETS);
export type WorldEventTarget = z.infer<typeof WorldEventTarget>;

/**
 * One effect. `value` is a whole number in its kind's range (`errors["effects.<i>.value"]` says
 * the bound it broke); `shields` takes 0.
 */
export const WorldEventEffect = z
  .object({ kind: WorldEventKind, value: z.number().int(), target: WorldEventTarget })
  .superRefine((effect, ctx) => {
    const range = WORLD_EVENT_RANGES[effect.kind];
    if (effect.value < range.min)
      ctx.addIssue({
        code: 'too_small',
        origin: 'number',
        minimum: range.min,
        inclusive: true,
        path: ['value'],
        input: effect.value,
      });
    else if (effect.value > range.max)
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: range.max,
        inclusive: true,
        path: ['value'],
        input: effect.value,
      });
  });
export type WorldEventEffect = z.infer<typeof WorldEventEffect>;

/** Most characters of an event's title and text in one language. */
export const WORLD_EVENT_TITLE_MAX = 100;
export const WORLD_EVENT_TEXT_MAX = 500;

/** An event's headline in one language: title 1-100 characters, text 0-500. */
export const WorldEventText = z.object({
  title: z.string().trim().min(1).max(WORLD_EVENT_TITLE_MAX),
  text: z.string().trim().max(WORLD_EVENT_TEXT_MAX).default(''),
});
export type WorldEventText = z.infer<typeof WorldEventText>;
export type WorldEventTextInput = z.input<typeof WorldEventText>;

/**
 * The texts keyed by game language code (`ru`, `en`, …). A language left out falls back to `en`,
 * then to the name; a code that is no game language is 422 on `texts.<code>`.
 */
export const WorldEventTexts = boundedRecord(WorldEventText);

/** The catalogue name (the admin's, never shown to players unless no text fits): 1-100. */
export const WorldEventName = z.string().trim().min(1).max(100);

/** The fields of an event as `add` takes them and `update` replaces them. */
const WorldEventFields = z.object({
  name: WorldEventName,
  texts: WorldEventTexts.default({}),
  effects: z.array(WorldEventEffect).min(1).max(MAX_WORLD_EVENT_EFFECTS),
});

/** `POST B/world_events/add`: 201 `{ id }`. */
export const WorldEventAddBody = WorldEventFields;
export type WorldEventAddBody = z.input<typeof WorldEventAddBody>;

/** `POST B/world_events/update`: the whole event, replaced. */
export const WorldEventUpdateBody = WorldEventFields.extend({ id: IdNumber });
export type WorldEventUpdateBody = z.input<typeof WorldEventUpdateBody>;

/** `GET B/world_events/get?id=`: the event as stored. */
export const WorldEventResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  texts: z.record(z.string(), z.object({ title: z.string(), text: z.string() })),
  effects: z.array(
    z.object({ kind: WorldEventKind, value: z.number().int(), target: WorldEventTarget }),
  ),
});
export type WorldEventResponse = z.infer<typeof WorldEventResponse>;

/** `GET B/world_events/list`, by name. */
export const WorldEventListItem = z.object({ id: z.number().int(), name: z.string() });
export const WorldEventsList = z.array(WorldEventListItem);
export type WorldEventListItem = z.infer<typeof WorldEventListItem>;

/** The most events a game may schedule: far above any real session. */
export const MAX_SCHEDULED_WORLD_EVENTS = 100;

/**
 * One scheduled event of `host/games/add` (`game.events`): it applies when round `round`
 * (1..rounds) starts. `country` is one of the game's teams (a country preset id), required when
 * an effect's target is `chosen`, else null.
 */
export const ScheduledWorldEvent = z.object({
  round: z.number().int().min(1).max(10_000),
  event: IdNumber,
  country: IdNumber.nullable().default(null),
});
export type ScheduledWorldEvent = z.input<typeof ScheduledWorldEvent>;

export const ScheduledWorldEvents = z.array(ScheduledWorldEvent).max(MAX_SCHEDULED_WORLD_EVENTS);

/**
 * `POST B/host/games/world_event`: fire event `event` now. `country` is a team's `country.id`,
 * required for a `chosen` target, else null. 409 once the game is over, or once the host has
 * fired MAX_FIRED_WORLD_EVENTS in it (`too_many_world_events`); 422 `errors.event`,
 * `errors.country`.
 */
export const WorldEventFireBody = z.object({
  gameId: IdNumber,
  event: IdNumber,
  country: IdNumber.nullable().default(null),
});
export type WorldEventFireBody = z.input<typeof WorldEventFireBody>;

/** The fire's answer: the game's version after it (the `seq` of the `world-event` it emits). */
export const WorldEventFired = z.object({ seq: z.number().int() });
export type WorldEventFired = z.infer<typeof WorldEventFired>;

/** The news item of an event, in `stats.news["<round>"]` and the phones' news. */
export const WORLD_EVENT_NEWS_TYPE = 'world_event';
export const WorldEventNewsItem = z.object({
  type: z.literal(WORLD_EVENT_NEWS_TYPE),
  title: z.string(),
  text: z.string(),
});
export type WorldEventNewsItem = z.infer<typeof WorldEventNewsItem>;

/**
 * An event in the report (`events`): the round it applied in, its title and text in the game's
 * language, and the countries it named (the random draw and the chosen one; empty when every
 * effect hit all).
 */
export const ReportWorldEvent = z.object({
  round: z.number().int(),
  title: z.string(),
  text: z.string(),
  countries: z.array(z.number().int()),
});
export type ReportWorldEvent = z.infer<typeof ReportWorldEvent>;
