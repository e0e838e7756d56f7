import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of languages. */
const languagesRoutes: FastifyPluginAsyncZod = async () => {};

export default languagesRoutes;
