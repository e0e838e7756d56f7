import fp from 'fastify-plugin';
import { GameEvents } from '../modules/games/write/events.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Game events, emitted after each write to a game commits (see modules/games/write/events.ts). */
    gameEvents: GameEvents;
  }
}

/** Decorates the app with the game event emitter; a failing listener is logged. */
export default fp(
  async (app) => {
    app.decorate(
      'gameEvents',
      new GameEvents((err) => app.log.error({ err }, 'game event listener failed')),
    );
  },
  { name: 'orbis-game-events' },
);
