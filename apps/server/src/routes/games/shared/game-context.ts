import type { FastifyInstance } from 'fastify';
import type { GameContext } from '../../../modules/games/write/write.js';

/** What the game calls need from the app, built once per route plugin. */
export function gameContext(app: FastifyInstance): GameContext {
  return {
    db: app.db,
    cache: app.cache,
    events: app.gameEvents,
    kept: app.keptStates,
    now: () => app.now(),
  };
}
