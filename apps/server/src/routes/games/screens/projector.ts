import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../../route-errors.js';
import { gameMessages } from '../../../modules/games/system-messages.js';
import { gameFinal, gameStats } from '../../../modules/games/screens/projector.js';
import { publicTurningPoints } from '../../../modules/games/screens/turning-points.js';
import { accessLink, chronicleLinks } from '../shared/access-link.js';

/**
 * The projector's calls and a game's texts, public: no sign-in, only the XSRF token every POST
 * needs. They answer the public facts only (see modules/games/screens/projector.ts), and the
 * turning points once the room may see them (modules/games/screens/turning-points.ts).
 */
const projectorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    api.paths.hostGamesStats,
    { schema: { body: api.GameIdBody, response: { 200: api.GameStats, ...errors(404) } } },
    (req) =>
      gameStats(app.db, app.cache, req.body.gameId, accessLink(req, req.body.gameId), app.now()),
  );

  app.post(
    api.paths.hostGamesFinal,
    { schema: { body: api.GameIdBody, response: { 200: api.GameFinal, ...errors(404, 409) } } },
    (req) =>
      gameFinal(app.db, req.body.gameId, {
        clock: { now: app.now(), days: app.config.chronicleDays },
        link: chronicleLinks(req),
      }),
  );

  app.get(
    api.paths.gameTurningPoints,
    {
      schema: {
        querystring: api.GameIdQuery,
        response: { 200: api.PublicTurningPoints, ...errors(404, 409) },
      },
    },
    (req) => publicTurningPoints(app.db, app.cache, req.query.gameId),
  );

  app.post(
    api.paths.gameLangMessagesValues,
    { schema: { body: api.GameIdBody, response: { 200: api.LangMessagesValues, ...errors(404) } } },
    (req) => gameMessages(app.db, app.cache, req.body.gameId),
  );
};

export default projectorRoutes;
