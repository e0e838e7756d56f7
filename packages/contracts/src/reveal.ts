import { z } from 'zod';
import { IdNumber } from './common.js';

// The host-driven reveal of the final screen (API.md "Round news and the reveal"). The host
// shows the room one step at a time; every screen (the projector, the phones) shows only the
// steps revealed, and the server sends only those.

/**
 * The final screen's steps, in order: step `n` (1..6) reveals the first `n` of them. The attacks
 * (who bombed whom) come last.
 */
export const REVEAL_ORDER = [
  'investor',
  'ecologist',
  'peacemaker',
  'aggressor',
  'winner',
  'attacks',
] as const;
export type RevealItem = (typeof REVEAL_ORDER)[number];

/** The last step: everything shown. */
export const REVEAL_ALL = REVEAL_ORDER.length;

/** How many steps are revealed: 0 (nothing yet) .. REVEAL_ALL. */
export const RevealStep = z.number().int().min(0).max(REVEAL_ALL);

/** `POST B/host/games/reveal`: the game's host or an admin; 409 until the game is over. */
export const RevealBody = z.object({ gameId: IdNumber, step: RevealStep });
export type RevealBody = z.infer<typeof RevealBody>;

/** `reveal`: the step now shown. */
export const RevealResponse = z.object({ revealed: z.number().int() });
export type RevealResponse = z.infer<typeof RevealResponse>;

/** The index in REVEAL_ORDER of `item`, plus one: the step that reveals it. */
export function revealStepOf(item: RevealItem): number {
  return REVEAL_ORDER.indexOf(item) + 1;
}

/** True when step `revealed` shows `item`. */
export function isRevealed(item: RevealItem, revealed: number): boolean {
  return revealed >= revealStepOf(item);
}

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
