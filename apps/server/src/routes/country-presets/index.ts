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
import { adding, changing, listing, readingById } from '../../route-schemas.js';
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
    { onRequest: admin, schema: listing(CountryPresetsList) },
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
    { onRequest: admin, schema: adding(CountryPresetAddBody) },
    created(async (req) => {
      const label = await req.t('countries.default_city_name');
      return addCountryPreset(app.db, app.cache, req.body.name, (n) =>
        fillPlaceholders(label, { number: n }),
      );
    }),
  );

  app.get(
    paths.countryPresetsGet,
    { onRequest: admin, schema: readingById(CountryPresetResponse) },
    (req) => getCountryPreset(app.db, req.query.id),
  );

  app.post(
    paths.countryPresetsUpdate,
    { onRequest: admin, schema: changing(CountryPresetUpdateBody, 409) },
    noContent((req) => updateCountryPreset(app.db, app.cache, req.body, uploads)),
  );

  app.post(
    paths.countryPresetsDelete,
    { onRequest: admin, schema: changing(IdBody) },
    noContent((req) => deleteCountryPreset(app.db, app.cache, req.body.id)),
  );
};

export default countryPresetsRoutes;
