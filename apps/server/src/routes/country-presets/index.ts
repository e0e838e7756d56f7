import {
  CountryPresetAddBody,
  CountryPresetResponse,
  CountryPresetsList,
  CountryPresetUpdateBody,
  IdBody,
  paths,
  fillPlaceholders,
} from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../route-errors.js';
import { adding, changing, readingById } from '../../catalogue-calls.js';
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
  // Every call here is the admin's.
  app.addHook('onRequest', app.authorize('admin'));
  const uploads = uploadsDir(app.config.dataDir);

  app.get(
    paths.countryPresetsList,
    { schema: { response: { 200: CountryPresetsList, ...errors(401, 403) } } },
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
    adding(CountryPresetAddBody, async (body, req) => {
      const label = await req.t('countries.default_city_name');
      return addCountryPreset(app.db, app.cache, body.name, (n) =>
        fillPlaceholders(label, { number: n }),
      );
    }),
  );

  app.get(
    paths.countryPresetsGet,
    readingById(CountryPresetResponse, (id) => getCountryPreset(app.db, id)),
  );

  app.post(
    paths.countryPresetsUpdate,
    changing(
      CountryPresetUpdateBody,
      (body) => updateCountryPreset(app.db, app.cache, body, uploads),
      409,
    ),
  );

  app.post(
    paths.countryPresetsDelete,
    changing(IdBody, (body) => deleteCountryPreset(app.db, app.cache, body.id)),
  );
};

export default countryPresetsRoutes;
