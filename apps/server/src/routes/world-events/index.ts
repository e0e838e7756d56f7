import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adding, changing, listing, readingById } from '../../catalogue-calls.js';
import { listWorldEvents } from '../../modules/world-events/repository.js';
import * as worldEvents from '../../modules/world-events/service.js';

/** The world events catalogue (admin only), as the variables presets. */
const worldEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authorize('admin');

  app.get(api.paths.worldEventsList, {
    onRequest: admin,
    ...listing(api.WorldEventsList, () => listWorldEvents(app.db)),
  });

  app.post(api.paths.worldEventsAdd, {
    onRequest: admin,
    ...adding(api.WorldEventAddBody, (body) => worldEvents.addWorldEvent(app.db, body)),
  });

  app.get(api.paths.worldEventsGet, {
    onRequest: admin,
    ...readingById(api.WorldEventResponse, (id) => worldEvents.getWorldEvent(app.db, id)),
  });

  app.post(api.paths.worldEventsUpdate, {
    onRequest: admin,
    ...changing(api.WorldEventUpdateBody, ({ id, ...input }) =>
      worldEvents.changeWorldEvent(app.db, id, input),
    ),
  });

  app.post(api.paths.worldEventsDelete, {
    onRequest: admin,
    ...changing(api.IdBody, (body) => worldEvents.removeWorldEvent(app.db, body.id)),
  });
};

export default worldEventsRoutes;
