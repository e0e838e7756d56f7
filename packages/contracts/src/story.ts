import { SPENDING_TYPES } from '@orbis/engine';
import { z } from 'zod';
import { FinalAttack } from './reveal.js';

// A team's own story at game over (the phone's last screen): its standard round by round, what
// it spent on what, and who bombed it once the host has revealed the attacks. Only the team's own
// figures: never another team's budget, orders or transfers.

/** What a team spends money on: the engine's order types that cost money, as `order.<type>` names them. */
export const SpendingType = z.enum(SPENDING_TYPES);
export type SpendingType = z.infer<typeof SpendingType>;

const money = z.number().int();

/** One resolved round of the team: after the round, and what its orders cost (refunds deducted). */
export const TeamStoryRound = z.object({
  round: z.number().int(),
  /** The team's average living standard after the round (one decimal). */
  averageStandard: z.number(),
  /** The world's ecology after the round. */
  ecology: z.number(),
  /** The team's budget and income right after the round was resolved. */
  budget: money,
  income: money,
  /** Money spent this round on each kind of order, every kind present (0 when none). */
  spent: z.record(SpendingType, money),
});
export type TeamStoryRound = z.infer<typeof TeamStoryRound>;

/**
 * `GET /api/game/story?gameId=`: the team session's own story; 401 without a team, 403 for another
 * game, 409 until the game is over. `attacks` holds the bombs dropped on the team's cities, and is
 * null until the host has revealed the attacks (the last step, as `final.revealed` says).
 */
export const TeamStory = z.object({
  game: z.object({
    id: z.number().int(),
    title: z.string(),
    collapsed: z.boolean(),
    /** The final screen's step revealed (0..6), as in `final`. */
    revealed: z.number().int(),
  }),
  country: z.object({ id: z.number().int(), name: z.string(), flag: z.string() }),
  rounds: z.array(TeamStoryRound),
  attacks: z.array(FinalAttack).nullable(),
});
export type TeamStory = z.infer<typeof TeamStory>;
