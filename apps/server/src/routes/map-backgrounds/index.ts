import fastifyMultipart from '@fastify/multipart';
import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, withBody } from '../../route-errors.js';
import {
  addBackground,
  backgroundOptions,
  deleteBackground,
} from '../../modules/maps/backgrounds.js';
import { mapEvent } from '../../modules/maps/set-map.js';
import { reencodeImage, uploadsDir } from '../../modules/uploads/images.js';
import { readBackgroundForm } from './form.js';

/**
 * The projector map's backgrounds: an admin adds one (multipart `name` and `picture`, the
 * picture re-encoded as `upload_picture`'s) or deletes one; any signed-in user lists them, as
 * hosts pick one for a game's map (`host/games/map`).
 */
const mapBackgroundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const dir = uploadsDir(app.config.dataDir);
  await app.register(fastifyMultipart);

  app.post(
    api.paths.mapBackgroundsAdd,
    {
      onRequest: app.authorize('admin'),
      schema: {
        description:
          'Multipart: the text field `name` (1 to 100 characters) and the file `picture` (PNG, ' +
          'JPEG, WebP, GIF or SVG), decoded and re-encoded as `upload_picture`’s.',
        response: { 201: api.CreatedResponse, ...errors(401, 403, 413, 415, 419, 422) },
      },
    },
    async (req, reply) => {
      const { name, bytes } = await readBackgroundForm(req);
      const image = await reencodeImage(bytes, 'picture', api.MAP_BACKGROUND_FIELDS.picture);
      return reply.status(201).send({ id: await addBackground(app.db, dir, name, image) });
    },
  );

  app.post(
    api.paths.mapBackgroundsDelete,
    {
      onRequest: app.authorize('admin'),
      schema: withBody(api.IdBody, 204, api.NoContent, 404),
    },
    async (req, reply) => {
      const games = await deleteBackground(app.db, req.body.id);
      // The games that showed it now show none: their stats screens refetch.
      for (const gameId of games) {
        const event = await mapEvent(app.db, gameId);
        if (event) app.gameEvents.emit(event);
      }
      return reply.status(204).send();
    },
  );

  app.get(
    api.paths.mapBackgroundsOptions,
    {
      onRequest: app.authorize(),
      schema: { response: { 200: api.MapBackgroundOptions, ...errors(401) } },
    },
    () => backgroundOptions(app.db),
  );
};

export default mapBackgroundsRoutes;
