import { GameFinal, GameIdBody, GameStats, paths } from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../route-errors.js';
import { gameFinal, gameStats } from '../../modules/games/projector.js';
import { accessLink } from './access-link.js';

/**
 * The projector's calls, public: no sign-in, only the XSRF token every POST needs. They answer
 * the public facts only (see modules/games/projector.ts).
 */
const projectorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    paths.hostGamesStats,
    { schema: { body: GameIdBody, response: { 200: GameStats, ...errors(404) } } },
    (req) =>
      gameStats(app.db, app.cache, req.body.gameId, accessLink(req, req.body.gameId), app.now()),
  );

  app.post(
    paths.hostGamesFinal,
    { schema: { body: GameIdBody, response: { 200: GameFinal, ...errors(404, 409) } } },
    (req) => gameFinal(app.db, req.body.gameId),
  );
};

export default projectorRoutes;
