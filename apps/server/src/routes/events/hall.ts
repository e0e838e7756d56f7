import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonWriter, sendJson } from '../../json-answer.js';
import { errors } from '../../route-errors.js';
import { eventHallJson } from '../../modules/events/hall.js';
import { accessLink } from '../games/shared/access-link.js';

/**
 * The hall's screen of an event, public as the projector's calls are: no sign-in (a GET needs no
 * XSRF token). It answers only what each world's `stats` shows, and the teams' join addresses
 * before round 1 (see modules/events/hall.ts).
 */
const eventHallRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeWorld = jsonWriter(api.HallWorld, 'GET', api.paths.eventHall);

  app.get(
    api.paths.eventHall,
    {
      schema: { params: api.EventIdParams, response: { 200: api.EventHall, ...errors(404, 422) } },
    },
    async (req, reply) => {
      const json = await eventHallJson(
        app.db,
        app.cache,
        req.params.eventId,
        (gameId) => accessLink(req, gameId),
        writeWorld,
      );
      return sendJson(reply, json);
    },
  );
};

export default eventHallRoutes;
