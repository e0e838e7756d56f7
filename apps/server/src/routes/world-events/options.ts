import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { worldEventOptions } from '../../modules/world-events/options.js';
import { errors } from '../../route-errors.js';

/**
 * `GET B/get_world_events_options` (any signed-in user: a host fires and schedules events, an
 * admin may run any game): the catalogue's events with their effects, as the other options,
 * named in the reader's back-office language.
 */
const worldEventOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api.paths.worldEventsOptions,
    {
      onRequest: app.authorize(),
      schema: { response: { 200: api.WorldEventOptions, ...errors(401) } },
    },
    async (req) => worldEventOptions(app.db, await req.adminLanguage()),
  );
};

export default worldEventOptionsRoutes;
