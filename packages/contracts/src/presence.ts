import { z } from 'zod';

// Who is in the room (ours): the host's live view of which teams have joined and how many of
// their devices are connected now.

/**
 * `POST B/host/games/presence` `{ gameId }` (the game's host or an admin): each team of the game,
 * in the game's order. A player is a session that plays the team and is not signed in as someone
 * who may host the game: the host trying a team's screen is not a team arriving.
 */
export const GamePresence = z.object({
  teams: z.array(
    z.object({
      /** The team's country id. */
      country: z.number().int(),
      /** A player has entered the team with its access code at least once. */
      joined: z.boolean(),
      /**
       * The team's devices connected now: players' sessions with the team's channel open, on any
       * server process; two tabs of one browser count once.
       */
      devices: z.number().int(),
    }),
  ),
});
export type GamePresence = z.infer<typeof GamePresence>;
