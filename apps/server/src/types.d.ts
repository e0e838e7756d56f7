import 'fastify';
import type { Config } from './config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The runtime configuration the app was built with. */
    config: Config;
    /** The current time in ms since the epoch, as game calls read it; tests replace it. */
    now: () => number;
  }
}
