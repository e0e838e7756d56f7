import { z } from 'zod';
import { IdNumber } from './common.js';
import { REVEAL_STEPS } from './reveal-steps.js';

// The host-driven reveal of the final screen (API.md "Round news and the reveal"). The host
// shows the room one step at a time; every screen (the projector, the phones) shows only the
// steps revealed, and the server sends only those.

/** How many steps are revealed: 0 (nothing yet) .. REVEAL_STEPS. */
export const RevealStep = z.number().int().min(0).max(REVEAL_STEPS);

/** `POST B/host/games/reveal`: the game's host or an admin; 409 until the game is over. */
export const RevealBody = z.object({ gameId: IdNumber, step: RevealStep });
export type RevealBody = z.infer<typeof RevealBody>;

/** `reveal`: the step now shown. */
export const RevealResponse = z.object({ revealed: z.number().int() });
export type RevealResponse = z.infer<typeof RevealResponse>;

const id = z.number().int();

/** The country that dropped a bomb. */
export const Attacker = z.object({ country: id, name: z.string(), flag: z.string() });
export type Attacker = z.infer<typeof Attacker>;

/**
 * One bomb dropped, in the order they fell: the round, who dropped it, the city it hit (with its
 * country) and whether it destroyed the city (false: a shield stopped it).
 */
export const FinalAttack = z.object({
  round: z.number().int(),
  from: Attacker,
  city: z.object({ id, name: z.string(), country: id, countryName: z.string() }),
  destroyed: z.boolean(),
});
export type FinalAttack = z.infer<typeof FinalAttack>;
