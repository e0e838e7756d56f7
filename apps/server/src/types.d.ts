import 'fastify';
import type { Config } from './config.js';
import type { NetworkInterfaces } from './network-addresses.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The runtime configuration the app was built with. */
    config: Config;
    /** The current time in ms since the epoch, as game calls read it; tests replace it. */
    now: () => number;
    /** The machine's network interfaces, read at each access link (a laptop changes networks). */
    networkInterfaces: () => NetworkInterfaces;
  }
}
