import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of admin-languages. */
const adminLanguagesRoutes: FastifyPluginAsyncZod = async () => {};

export default adminLanguagesRoutes;
