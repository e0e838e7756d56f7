import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../json-answer.js';
import { errors } from '../../route-errors.js';
import { chronicleJson, chronicleMessages } from '../../modules/games/screens/chronicle.js';

/**
 * A published chronicle's data, public: no sign-in (a GET needs no XSRF token); its unguessable
 * token is the only key. It answers only what the room may know after the game (see
 * modules/games/screens/chronicle.ts); 404 once taken down, expired, or its game deleted.
 */
const chronicleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api.paths.chronicle,
    { schema: { params: api.ChronicleParams, response: { 200: api.Chronicle, ...errors(404) } } },
    async (req, reply) => {
      const clock = { now: app.now(), days: app.config.chronicleDays };
      return sendJson(reply, await chronicleJson(app.db, app.cache, req.params.token, clock));
    },
  );

  // The page's own words (headings, captions), in the game's language: the chronicle carries no
  // game id, so its token keys them too.
  app.get(
    api.paths.chronicleMessages,
    {
      schema: {
        params: api.ChronicleParams,
        response: { 200: api.LangMessagesValues, ...errors(404) },
      },
    },
    (req) =>
      chronicleMessages(app.db, app.cache, req.params.token, {
        now: app.now(),
        days: app.config.chronicleDays,
      }),
  );
};

export default chronicleRoutes;
