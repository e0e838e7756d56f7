import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withBody } from '../../../route-errors.js';
import { mapEvent, setGameMap } from '../../../modules/maps/set-map.js';

/**
 * `POST B/host/games/map`: the game's host, a co-host or an admin places the countries on the
 * projector's map and picks its background; answers the map as `stats` now shows it. The stats
 * screens hear `map-changed` on the game's channel and refetch.
 */
const gameMapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    api.paths.hostGamesMap,
    {
      onRequest: app.authorize('admin', 'host'),
      schema: withBody(api.SetGameMapBody, 200, api.GameMap, 404, 422),
    },
    async (req) => {
      const map = await setGameMap(app.db, (await req.viewer()).user, req.body);
      const event = await mapEvent(app.db, req.body.gameId);
      if (event) app.gameEvents.emit(event);
      return map;
    },
  );
};

export default gameMapRoutes;
