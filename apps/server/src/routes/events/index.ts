import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswer } from '../../plugins/errors.js';
import { errors, withBody } from '../../route-errors.js';
import { gameContext } from '../games/shared/game-context.js';
import { clockActionOf } from '../games/shared/clock-action.js';
import { refusalError } from '../games/shared/refusal-answer.js';
import { broadcastTo, broadcastWorlds, type Broadcast } from '../../modules/events/broadcast.js';
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
import eventReportRoutes from './report.js';

/**
 * Events: several worlds from one template. Only hosts make them; the list, and each event's
 * calls, check their caller themselves (its owner, its co-hosts, an admin).
 */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.authorize('admin', 'host');
  const ctx = gameContext(app);
  const offlineSince = new OfflineSince();
  await app.register(eventReportRoutes);

  /** Tells each world's control screens that its hosts changed (after the write). */
  async function announceCohosts(gameIds: number[]): Promise<void> {
    for (const gameId of gameIds) {
      const event = await cohostsEvent(app.db, gameId);
      if (event) app.gameEvents.emit(event);
    }
  }

  app.get(
    api.paths.hostEventsList,
    { onRequest: staff, schema: { response: { 200: api.EventsList, ...errors(401, 403) } } },
    async (req) => listEvents(app.db, await req.requireUser()),
  );

  app.post(
    api.paths.hostEventsAdd,
    { onRequest: app.authorize('host'), schema: withBody(api.EventAddBody, 201, api.EventCreated) },
    async (req, reply) =>
      reply.status(201).send(await addEvent(app.db, await req.requireUser(), req.body)),
  );

  app.post(
    api.paths.hostEventsDelete,
    { onRequest: staff, schema: withBody(api.IdBody, 204, api.NoContent, 404) },
    async (req, reply) => {
      const games = await deleteEvent(app.db, await req.requireUser(), req.body.id);
      // Its worlds' teams' sessions end with them, and every socket leaves their channels and
      // the event's.
      await app.cache.invalidate(ACCESS_CODES_GROUP);
      for (const gameId of games) await app.accessEnded({ gameId });
      await app.accessEnded({ eventId: req.body.id });
      return reply.status(204).send();
    },
  );

  app.post(
    api.paths.hostEventsWorldsAdd,
    { onRequest: staff, schema: withBody(api.EventWorldAddBody, 201, api.EventWorldCreated, 404) },
    async (req, reply) => {
      const gameId = await addWorld(app.db, await req.requireUser(), req.body);
      return reply.status(201).send({ gameId });
    },
  );

  app.post(
    api.paths.hostEventsCohostsAdd,
    { onRequest: staff, schema: withBody(api.EventCohostAddBody, 204, api.NoContent, 404, 422) },
    async (req, reply) => {
      const { eventId, email } = req.body;
      await announceCohosts(await addEventCohost(app.db, await req.requireUser(), eventId, email));
      return reply.status(204).send();
    },
  );

  app.post(
    api.paths.hostEventsCohostsRemove,
    { onRequest: staff, schema: withBody(api.EventCohostRemoveBody, 204, api.NoContent, 404) },
    async (req, reply) => {
      const { eventId, hostId } = req.body;
      const games = await removeEventCohost(app.db, await req.requireUser(), eventId, hostId);
      // As the game's call: the removed co-host's screens refetch and are refused, and their
      // sockets leave the worlds' private channels and the event's.
      await announceCohosts(games);
      for (const gameId of games) await app.accessEnded({ gameId });
      await app.accessEnded({ eventId });
      return reply.status(204).send();
    },
  );

  app.post(
    api.paths.hostEventsDashboard,
    { onRequest: staff, schema: withBody(api.EventIdBody, 200, api.EventDashboard, 404) },
    async (req) =>
      eventDashboard(
        app.db,
        app.cache,
        (await req.viewer()).user,
        req.body.eventId,
        (gameId) => app.teamDevices(gameId),
        offlineSince,
        app.now(),
      ),
  );

  // Each world answers as its own call would, in its own transaction: a refusal is that world's
  // result, in the caller's language, and so is a fault (the database out of reach is that world's
  // 503, a bug its 500, logged); the next world is still called.
  app.post(
    api.paths.hostEventsBroadcast,
    {
      onRequest: staff,
      schema: withBody(api.EventBroadcastBody, 200, api.EventBroadcastResult, 404),
    },
    async (req) => {
      const { user } = await req.viewer();
      const { eventId, games, action } = req.body;
      const worlds = await broadcastWorlds(app.db, user, eventId, games);
      let broadcast: Broadcast;
      if (action === 'clock' && req.body.clock) {
        const { action: clock, offset } = clockActionOf(req.body.clock);
        broadcast = { action, clock, offset };
      } else if (action === 'world_event' && req.body.event !== undefined)
        broadcast = { action, event: req.body.event, country: req.body.country ?? null };
      else if (action === 'start_round' || action === 'end_round') broadcast = { action };
      // The body's schema requires `clock` and `event` with their actions.
      else throw new Error(`broadcast ${action} without its field`);
      const results = [];
      for (const gameId of worlds) {
        let outcome: { status: number; body: unknown };
        try {
          const result = await broadcastTo(ctx, user, gameId, broadcast);
          outcome = result.ok
            ? { status: 200, body: result.value }
            : await errorAnswer(req, await refusalError(ctx, result));
        } catch (err) {
          outcome = await errorAnswer(req, err, { gameId });
        }
        results.push({ gameId, status: outcome.status, body: outcome.body });
      }
      return { results };
    },
  );
};

export default eventsRoutes;
