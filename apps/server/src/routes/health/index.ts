import { HealthResponse, paths } from '@orbis/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase } from '../../db/database.js';

/** `GET /healthz`: 200 while the database answers, 503 otherwise. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  const schema = {
    response: {
      200: HealthResponse.describe('The database answers.'),
      503: HealthResponse.describe('The database does not answer.'),
    },
  };
  app.get(paths.healthz, { schema }, async (_req, reply) => {
    const ok = await pingDatabase(app.db);
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'database unavailable' });
  });
};

export default healthRoutes;
