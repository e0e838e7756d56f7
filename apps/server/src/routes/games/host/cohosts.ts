import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withBody } from '../../../route-errors.js';
import { addCohost, cohostsEvent, removeCohost } from '../../../modules/games/host/cohosts.js';

/**
 * A game's co-hosts: its owner or an admin names a host by email, or removes one. The control
 * screens of everyone who runs the game hear of it on the host channel and refetch.
 */
const cohostsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.authorize('admin', 'host');

  /** Tells the game's control screens that its hosts changed (after the write). */
  async function announce(gameId: number): Promise<void> {
    const event = await cohostsEvent(app.db, gameId);
    if (event) app.gameEvents.emit(event);
  }

  app.post(
    api.paths.hostGamesCohostsAdd,
    { onRequest: staff, schema: withBody(api.CohostAddBody, 204, api.NoContent, 404, 422) },
    async (req, reply) => {
      const { gameId, email } = req.body;
      await addCohost(app.db, (await req.viewer()).user, gameId, email);
      await announce(gameId);
      return reply.status(204).send();
    },
  );

  app.post(
    api.paths.hostGamesCohostsRemove,
    { onRequest: staff, schema: withBody(api.CohostRemoveBody, 204, api.NoContent, 404) },
    async (req, reply) => {
      const { gameId, hostId } = req.body;
      await removeCohost(app.db, (await req.viewer()).user, gameId, hostId);
      // The removed co-host's screen hears this, refetches and is refused; then its sockets,
      // and those of a team it entered without a code, leave the game's private channels.
      await announce(gameId);
      await app.accessEnded({ gameId });
      return reply.status(204).send();
    },
  );
};

export default cohostsRoutes;
