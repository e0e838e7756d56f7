import { z } from 'zod';
import { WorldEventKind, WorldEventTarget } from './world-events.js';

/**
 * `GET B/get_world_events_options` (a host or an admin): the catalogue as a host picks from it,
 * to fire an event on the control screen or schedule one on the create game form. Each event with
 * its catalogue name (`text`) and its effects, which the screens say in words before the host
 * commits to one (and which tell whether it needs a country). The list and get calls stay admin
 * only: a host never edits the catalogue.
 */
export const WorldEventOption = z.object({
  value: z.number().int(),
  text: z.string(),
  effects: z.array(
    z.object({ kind: WorldEventKind, value: z.number().int(), target: WorldEventTarget }),
  ),
});
export type WorldEventOption = z.infer<typeof WorldEventOption>;
export const WorldEventOptions = z.array(WorldEventOption);
