import fp from 'fastify-plugin';
import { KeptStates } from '../modules/games/write/kept-states.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The states this process's last game writes left (see modules/games/write/kept-states.ts). */
    keptStates: KeptStates;
  }
}

/** Decorates the app with the states its game writes keep for the next write to each game. */
export default fp(
  async (app) => {
    app.decorate('keptStates', new KeptStates());
  },
  { name: 'orbis-kept-states' },
);
