import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../../route-errors.js';
import { fireWorldEvent } from '../../../modules/games/host/world-event-calls.js';
import { gameContext } from '../shared/game-context.js';
import { answered } from '../shared/refusal-answer.js';
import { HOST_CALL_KEY_DESCRIPTION, withCallKey } from '../shared/call-key.js';

/** `POST B/host/games/world_event`: the game's host (or an admin) fires a world event now. */
const worldEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = gameContext(app);
  app.post(
    api.paths.hostGamesWorldEvent,
    {
      onRequest: app.authorize('admin', 'host'),
      schema: {
        description: HOST_CALL_KEY_DESCRIPTION,
        body: api.WorldEventFireBody,
        response: { 200: api.WorldEventFired, ...errors(401, 403, 404, 409) },
      },
    },
    async (req) => {
      const { gameId, event, country } = req.body;
      const { user } = await req.viewer();
      const keyed = withCallKey(ctx, req);
      return answered(ctx, await fireWorldEvent(keyed, user, gameId, event, country));
    },
  );
};

export default worldEventRoutes;
