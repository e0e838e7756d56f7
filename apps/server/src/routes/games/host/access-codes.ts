import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../../route-errors.js';
import {
  accessCodesEvents,
  renewAccessCodes,
} from '../../../modules/games/host/access-code-calls.js';

/**
 * New access codes: one team's, or every team's without `countryId`. The old code's sessions
 * end before the answer: their next call is 401, and their sockets have left the team's channel.
 */
const accessCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    api.paths.hostGamesAccessCode,
    {
      onRequest: app.authorize('admin', 'host'),
      schema: {
        description:
          'Renews the access code of team `countryId`, or of every team of the game when ' +
          '`countryId` is left out (answered `{ codes: { "<country id>": code } }`). Every ' +
          'session of a renewed team ends at once (401 at its next call) and its sockets leave ' +
          "the team's channel; the control screens hear `access-codes-changed`.",
        body: api.AccessCodeBody,
        response: {
          200: api.AccessCodesAnswer,
          ...errors(401, 403, 404),
        },
      },
    },
    async (req) => {
      const { gameId, countryId } = req.body;
      const user = (await req.viewer()).user;
      const codes = await renewAccessCodes(app.db, app.cache, user, gameId, countryId);
      for (const event of await accessCodesEvents(app.db, gameId, codes.keys()))
        app.gameEvents.emit(event);
      await app.accessEnded({ gameId });
      if (countryId !== undefined) return { access_code: codes.get(countryId)! };
      return { codes: Object.fromEntries(codes) };
    },
  );
};

export default accessCodesRoutes;
