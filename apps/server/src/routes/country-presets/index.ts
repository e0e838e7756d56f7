import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of country-presets. */
const countryPresetsRoutes: FastifyPluginAsyncZod = async () => {};

export default countryPresetsRoutes;
