import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of variables. */
const variablesRoutes: FastifyPluginAsyncZod = async () => {};

export default variablesRoutes;
