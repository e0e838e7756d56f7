import { z } from 'zod';
import { IdNumber } from './common.js';

// Co-hosts (API.md "The facilitator's hands"): other hosts a game's owner names to run it too.

/** A host as the control screen names them: the owner and each co-host. */
export const HostCard = z.object({ id: z.number().int(), email: z.string(), name: z.string() });
export type HostCard = z.infer<typeof HostCard>;

/** The caller's part in a game of their list. */
export const GAME_ROLES = ['owner', 'cohost'] as const;
export const GameRole = z.enum(GAME_ROLES);
export type GameRole = z.infer<typeof GameRole>;

/**
 * `POST B/host/games/cohosts/add`. Any text is looked up: one that is no host's email gets the
 * same 422 on `email` as an unknown address.
 */
export const CohostAddBody = z.object({
  gameId: IdNumber,
  email: z.string().trim().toLowerCase().min(1).max(254),
});
export type CohostAddBody = z.input<typeof CohostAddBody>;

/** `POST B/host/games/cohosts/remove`. */
export const CohostRemoveBody = z.object({ gameId: IdNumber, hostId: IdNumber });
export type CohostRemoveBody = z.infer<typeof CohostRemoveBody>;
