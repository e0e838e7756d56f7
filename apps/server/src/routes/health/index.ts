import { paths } from '@orbis/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase } from '../../db/database.js';

/** `GET /healthz`: 200 while the database answers, 503 otherwise. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(paths.healthz, async (_req, reply) => {
    const ok = await pingDatabase(app.db);
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'database unavailable' });
  });
};

export default healthRoutes;
