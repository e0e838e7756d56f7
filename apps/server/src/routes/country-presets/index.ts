import {
  CreatedResponse,
  CountryPresetAddBody,
  CountryPresetResponse,
  CountryPresetsList,
  CountryPresetUpdateBody,
  IdBody,
  IdQuery,
  NoContent,
  paths,
  fillPlaceholders,
} from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../route-errors.js';
import { created, noContent } from '../../route-answers.js';
import {
  addCountryPreset,
  deleteCountryPreset,
  getCountryPreset,
  listCountryPresets,
  updateCountryPreset,
} from '../../modules/country-presets/service.js';
import { uploadsDir } from '../../modules/uploads/images.js';
import { jsonWriter, sendJson } from '../../json-answer.js';

/** Country presets with their city presets (API.md "Country presets"); admin only. */
const countryPresetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeList = jsonWriter(CountryPresetsList, 'GET', paths.countryPresetsList);
  const admin = app.authorize('admin');
  const uploads = uploadsDir(app.config.dataDir);

  app.get(
    paths.countryPresetsList,
    { onRequest: admin, schema: { response: { 200: CountryPresetsList, ...errors(401, 403) } } },
    async (req, reply) =>
      sendJson(
        reply,
        await app.cache.json('country-presets', 'list', writeList, () =>
          listCountryPresets(app.db),
        ),
      ),
  );

  app.post(
    paths.countryPresetsAdd,
    {
      onRequest: admin,
      schema: {
        body: CountryPresetAddBody,
        response: { 201: CreatedResponse, ...errors(401, 403) },
      },
    },
    created(async (req) => {
      const label = await req.t('countries.default_city_name');
      return addCountryPreset(app.db, app.cache, req.body.name, (n) =>
        fillPlaceholders(label, { number: n }),
      );
    }),
  );

  app.get(
    paths.countryPresetsGet,
    {
      onRequest: admin,
      schema: {
        querystring: IdQuery,
        response: { 200: CountryPresetResponse, ...errors(401, 403, 404) },
      },
    },
    (req) => getCountryPreset(app.db, req.query.id),
  );

  app.post(
    paths.countryPresetsUpdate,
    {
      onRequest: admin,
      schema: {
        body: CountryPresetUpdateBody,
        response: { 204: NoContent, ...errors(401, 403, 404, 409) },
      },
    },
    noContent((req) => updateCountryPreset(app.db, app.cache, req.body, uploads)),
  );

  app.post(
    paths.countryPresetsDelete,
    {
      onRequest: admin,
      schema: { body: IdBody, response: { 204: NoContent, ...errors(401, 403, 404) } },
    },
    noContent((req) => deleteCountryPreset(app.db, app.cache, req.body.id)),
  );
};

export default countryPresetsRoutes;
