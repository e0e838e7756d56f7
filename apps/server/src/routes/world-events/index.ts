import {
  IdBody,
  paths,
  WorldEventAddBody,
  WorldEventResponse,
  WorldEventsList,
  WorldEventUpdateBody,
} from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adding, changing, listing, readingById } from '../../catalogue-calls.js';
import { listWorldEvents } from '../../modules/world-events/repository.js';
import {
  addWorldEvent,
  changeWorldEvent,
  getWorldEvent,
  removeWorldEvent,
} from '../../modules/world-events/service.js';

/** The world events catalogue (admin only), as the variables presets. */
const worldEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authorize('admin');

  app.get(paths.worldEventsList, {
    onRequest: admin,
    ...listing(WorldEventsList, () => listWorldEvents(app.db)),
  });

  app.post(paths.worldEventsAdd, {
    onRequest: admin,
    ...adding(WorldEventAddBody, (body) => addWorldEvent(app.db, body)),
  });

  app.get(paths.worldEventsGet, {
    onRequest: admin,
    ...readingById(WorldEventResponse, (id) => getWorldEvent(app.db, id)),
  });

  app.post(paths.worldEventsUpdate, {
    onRequest: admin,
    ...changing(WorldEventUpdateBody, ({ id, ...input }) => changeWorldEvent(app.db, id, input)),
  });

  app.post(paths.worldEventsDelete, {
    onRequest: admin,
    ...changing(IdBody, (body) => removeWorldEvent(app.db, body.id)),
  });
};

export default worldEventsRoutes;
