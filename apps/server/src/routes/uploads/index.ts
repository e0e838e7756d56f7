import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of uploads. */
const uploadsRoutes: FastifyPluginAsyncZod = async () => {};

export default uploadsRoutes;
