// The game form's values and the `host/games/add` body both ways: a new game's form starts
// empty; a template's game fills it (to make a game from the template, or to edit it).
import type { GameAddBody, GameMod, WorldEventOption } from '@orbis/contracts';
import type { GameAddRequest } from '../api/add-game';
import {
  clockSettings,
  DEFAULT_CLOCK,
  type ClockFormValues,
} from '../components/create/clock-fields';
import { scheduledEvents, type ScheduledEventValues } from '../components/create/scheduled-events';

/** The preset select's value for "rulebook defaults" (sent as null); preset ids start at 1. */
export const RULEBOOK_DEFAULTS = 0;

export interface GameFormValues {
  title: string;
  preset: number;
  language: number | null;
  teams: number[];
  mods: GameMod[];
  clock: ClockFormValues;
  events: ScheduledEventValues[];
}

/** A new game's form: nothing chosen but the language, and the usual clock. */
export function newGameValues(language: number | null): GameFormValues {
  return {
    title: '',
    preset: RULEBOOK_DEFAULTS,
    language,
    teams: [],
    mods: [],
    clock: DEFAULT_CLOCK,
    events: [],
  };
}

/** The form filled from a saved game (a template's): the clock in minutes, as the form shows it. */
export function savedGameValues(saved: GameAddBody): GameFormValues {
  const { game } = saved;
  const clock = game.clock ?? null;
  return {
    title: game.title,
    preset: game.preset ?? RULEBOOK_DEFAULTS,
    language: game.language,
    teams: [...saved.teams],
    mods: [...(saved.mods ?? [])],
    clock: clock
      ? { on: true, talks: clock.talks / 60, orders: clock.orders / 60, lock: clock.lock }
      : { ...DEFAULT_CLOCK, on: false },
    events: (game.events ?? []).map((e) => ({
      round: e.round,
      event: e.event,
      country: e.country ?? null,
    })),
  };
}

/** The add call's body from the form's values (the server checks it). */
export function gameRequest(
  values: GameFormValues,
  worldEvents: WorldEventOption[],
): GameAddRequest {
  return {
    game: {
      title: values.title,
      preset: values.preset === RULEBOOK_DEFAULTS ? null : values.preset,
      language: values.language,
      clock: clockSettings(values.clock),
      events: scheduledEvents(values.events, worldEvents),
    },
    teams: values.teams,
    mods: values.mods,
  };
}
