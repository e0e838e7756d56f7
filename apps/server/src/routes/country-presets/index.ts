import * as api from '@orbis/contracts';
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

/** Country presets with their city presets (API.md "Country presets"); admin only (see app.ts). */
const countryPresetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeList = jsonWriter(api.CountryPresetsList, 'GET', api.paths.countryPresetsList);
  const uploads = uploadsDir(app.config.dataDir);

  app.get(
    api.paths.countryPresetsList,
    { schema: { response: { 200: api.CountryPresetsList, ...errors(401, 403) } } },
    async (req, reply) =>
      sendJson(
        reply,
        await app.cache.json('country-presets', 'list', writeList, () =>
          listCountryPresets(app.db),
        ),
      ),
  );

  app.post(
    api.paths.countryPresetsAdd,
    adding(api.CountryPresetAddBody, async (body, req) => {
      const label = await req.t('countries.default_city_name');
      return addCountryPreset(app.db, app.cache, body.name, (n) =>
        api.fillPlaceholders(label, { number: n }),
      );
    }),
  );

  app.get(
    api.paths.countryPresetsGet,
    readingById(api.CountryPresetResponse, (id) => getCountryPreset(app.db, id)),
  );

  app.post(
    api.paths.countryPresetsUpdate,
    changing(
      api.CountryPresetUpdateBody,
      (body) => updateCountryPreset(app.db, app.cache, body, uploads),
      409,
    ),
  );

  app.post(
    api.paths.countryPresetsDelete,
    changing(api.IdBody, (body) => deleteCountryPreset(app.db, app.cache, body.id)),
  );
};

export default countryPresetsRoutes;
