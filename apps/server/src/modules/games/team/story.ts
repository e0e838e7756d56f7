// A team's own story at game over (API: `GET /api/game/story`): its standard, budget and income
// after each round and what it spent on what, from its own figures only; and who bombed its cities
// once the host has revealed the attacks to the room.
import { isRevealed, type TeamStory } from '@orbis/contracts';
import { revealedStep, roundSpending } from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { conflict, forbidden, notFound } from '../../../errors.js';
import { requireTeam, type Viewer } from '../access.js';
import { finalAttacks } from '../screens/attacks.js';
import { flagsOf, teamFacts } from '../screens/projector.js';
import { loadGame } from '../repository/games.js';
import { roundsAfter } from '../screens/rounds-after.js';
import { oneDecimal, withFlag } from '../screens/views.js';

/** The session's team's story; 401 without a team, 403 for another game, 409 until it is over. */
export async function teamStory(db: Db, viewer: Viewer, gameId: number): Promise<TeamStory> {
  const { countryId } = requireTeam(viewer, gameId);
  const game = await loadGame(db, gameId);
  if (!game) throw notFound();
  const { state } = game;
  const me = state.countries.find((c) => c.id === countryId);
  if (!me) throw forbidden();
  if (!state.over) throw conflict('games.not_over');
  const revealed = revealedStep(state);
  const [teams, rounds] = await Promise.all([teamFacts(db, gameId), roundsAfter(db, gameId)]);
  const attacks = isRevealed('attacks', revealed)
    ? finalAttacks(
        rounds.flatMap((r) => r.record.log),
        state,
        flagsOf(teams),
      ).filter((a) => a.city.country === countryId)
    : null;
  return {
    game: { id: game.id, title: game.title, collapsed: state.collapsed, revealed },
    country: withFlag(me, teams),
    rounds: rounds.map(({ record, after }) => {
      const country = after.countries.find((c) => c.id === countryId);
      const stats = after.history.at(-1);
      return {
        round: record.round,
        averageStandard: oneDecimal(stats?.averageStandard[countryId] ?? 0),
        ecology: oneDecimal(stats?.ecology ?? after.ecology),
        budget: country?.budget ?? 0,
        income: country?.income ?? 0,
        spent: roundSpending(record.log, countryId, record.stateBefore.variables),
      };
    }),
    attacks,
  };
}
