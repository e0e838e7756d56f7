import 'fastify';
import type { Config } from './config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The runtime configuration the app was built with. */
    config: Config;
  }
}
