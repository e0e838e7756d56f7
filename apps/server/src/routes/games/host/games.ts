import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonWriter, sendJson } from '../../../json-answer.js';
import { errors, withBody } from '../../../route-errors.js';
import { accessLink } from '../shared/access-link.js';
import { addGame } from '../../../modules/games/host/create.js';
import { controlGameJson } from '../../../modules/games/host/control.js';
import { deleteGame, listGames } from '../../../modules/games/host/host-calls.js';
import { gamePresence } from '../../../modules/games/team/presence.js';

/**
 * A host's games: the list, creating and deleting one, its control screen and who is in its room.
 * The game's host or an admin; only hosts create games. Each call checks its game's access itself.
 */
const hostGamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.authorize('admin', 'host');
  const writeControl = jsonWriter(api.GameControl, 'POST', api.paths.hostGamesControl);

  app.get(
    api.paths.hostGamesList,
    { onRequest: staff, schema: { response: { 200: api.HostGamesList, ...errors(401) } } },
    async (req) => listGames(app.db, await req.requireUser()),
  );

  app.post(
    api.paths.hostGamesAdd,
    {
      onRequest: app.authorize('host'),
      schema: withBody(api.GameAddBody, 201, api.CreatedResponse),
    },
    async (req, reply) => {
      const user = await req.requireUser();
      return reply.status(201).send({ id: await addGame(app.db, user.id, req.body) });
    },
  );

  app.post(
    api.paths.hostGamesDelete,
    { onRequest: staff, schema: withBody(api.IdBody, 204, api.NoContent, 404) },
    async (req, reply) => {
      await deleteGame(app.db, app.cache, await req.requireUser(), req.body.id);
      await app.accessEnded({ gameId: req.body.id });
      return reply.status(204).send();
    },
  );

  app.post(
    api.paths.hostGamesControl,
    { onRequest: staff, schema: withBody(api.GameIdBody, 200, api.GameControl, 404) },
    async (req, reply) => {
      const { gameId } = req.body;
      const { user } = await req.viewer();
      const link = accessLink(req, gameId);
      const json = await controlGameJson(
        app.db,
        app.cache,
        user,
        gameId,
        link,
        writeControl,
        app.now(),
      );
      return sendJson(reply, json);
    },
  );

  // Who is in the room: joined teams, and their devices connected now on any process.
  app.post(
    api.paths.hostGamesPresence,
    { onRequest: staff, schema: withBody(api.GameIdBody, 200, api.GamePresence, 404) },
    async (req) =>
      gamePresence(app.db, (await req.viewer()).user, req.body.gameId, (id) => app.teamDevices(id)),
  );
};

export default hostGamesRoutes;
