import {
  EventAddBody,
  EventCohostAddBody,
  EventCohostRemoveBody,
  EventCreated,
  EventDashboard,
  EventIdBody,
  EventsList,
  EventWorldAddBody,
  EventWorldCreated,
  IdBody,
  NoContent,
  paths,
} from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../route-errors.js';
import { eventDashboard, OfflineSince } from '../../modules/events/dashboard.js';
import { ACCESS_CODES_GROUP } from '../../modules/games/access-codes.js';
import { cohostsEvent } from '../../modules/games/host/cohosts.js';
import {
  addEvent,
  addEventCohost,
  addWorld,
  deleteEvent,
  listEvents,
  removeEventCohost,
} from '../../modules/events/service.js';

/**
 * Events: several worlds from one template. Only hosts make them; the list, and each event's
 * calls, check their caller themselves (its owner, its co-hosts, an admin).
 */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.authorize('admin', 'host');
  const offlineSince = new OfflineSince();

  /** Tells each world's control screens that its hosts changed (after the write). */
  async function announceCohosts(gameIds: number[]): Promise<void> {
    for (const gameId of gameIds) {
      const event = await cohostsEvent(app.db, gameId);
      if (event) app.gameEvents.emit(event);
    }
  }

  app.get(
    paths.hostEventsList,
    { onRequest: staff, schema: { response: { 200: EventsList, ...errors(401, 403) } } },
    async (req) => listEvents(app.db, await req.requireUser()),
  );

  app.post(
    paths.hostEventsAdd,
    {
      onRequest: app.authorize('host'),
      schema: { body: EventAddBody, response: { 201: EventCreated, ...errors(401, 403) } },
    },
    async (req, reply) =>
      reply.status(201).send(await addEvent(app.db, await req.requireUser(), req.body)),
  );

  app.post(
    paths.hostEventsDelete,
    {
      onRequest: staff,
      schema: { body: IdBody, response: { 204: NoContent, ...errors(401, 403, 404) } },
    },
    async (req, reply) => {
      const games = await deleteEvent(app.db, await req.requireUser(), req.body.id);
      // Its worlds' teams' sessions end with them, and every socket leaves their channels.
      await app.cache.invalidate(ACCESS_CODES_GROUP);
      for (const gameId of games) await app.accessEnded({ gameId });
      return reply.status(204).send();
    },
  );

  app.post(
    paths.hostEventsWorldsAdd,
    {
      onRequest: staff,
      schema: {
        body: EventWorldAddBody,
        response: { 201: EventWorldCreated, ...errors(401, 403, 404) },
      },
    },
    async (req, reply) => {
      const gameId = await addWorld(app.db, await req.requireUser(), req.body);
      return reply.status(201).send({ gameId });
    },
  );

  app.post(
    paths.hostEventsCohostsAdd,
    {
      onRequest: staff,
      schema: {
        body: EventCohostAddBody,
        response: { 204: NoContent, ...errors(401, 403, 404, 422) },
      },
    },
    async (req, reply) => {
      const { eventId, email } = req.body;
      await announceCohosts(await addEventCohost(app.db, await req.requireUser(), eventId, email));
      return reply.status(204).send();
    },
  );

  app.post(
    paths.hostEventsCohostsRemove,
    {
      onRequest: staff,
      schema: {
        body: EventCohostRemoveBody,
        response: { 204: NoContent, ...errors(401, 403, 404) },
      },
    },
    async (req, reply) => {
      const { eventId, hostId } = req.body;
      const games = await removeEventCohost(app.db, await req.requireUser(), eventId, hostId);
      // As the game's call: the removed co-host's screens refetch and are refused, and their
      // sockets leave the worlds' private channels.
      await announceCohosts(games);
      for (const gameId of games) await app.accessEnded({ gameId });
      return reply.status(204).send();
    },
  );

  app.post(
    paths.hostEventsDashboard,
    {
      onRequest: staff,
      schema: { body: EventIdBody, response: { 200: EventDashboard, ...errors(401, 403, 404) } },
    },
    async (req) =>
      eventDashboard(
        app.db,
        (await req.viewer()).user,
        req.body.eventId,
        (gameId) => app.teamDevices(gameId),
        offlineSince,
        app.now(),
      ),
  );
};

export default eventsRoutes;
