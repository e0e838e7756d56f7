import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, withBody } from '../../route-errors.js';
import { adding, changing, listing, readingById } from '../../catalogue-calls.js';
import { checkBalance } from '../../modules/variables/balance.js';
import { createBalanceRunner } from '../../modules/variables/balance-runner.js';
import { listPresets } from '../../modules/variables/repository.js';
import * as variables from '../../modules/variables/service.js';

/** Game variables and variables presets (admin), and the presets as options (any user). */
const variablesRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authorize('admin');
  const balance = createBalanceRunner();
  app.addHook('onClose', () => balance.close());

  app.get(api.paths.variables, {
    onRequest: admin,
    ...listing(api.GameVariables, async (req) =>
      variables.variablesInLanguage(app.db, app.cache, await req.adminLanguage()),
    ),
  });

  app.get(api.paths.variablesPresetsList, {
    onRequest: admin,
    ...listing(api.VariablesPresetsList, () => listPresets(app.db)),
  });

  app.post(api.paths.variablesPresetsAdd, {
    onRequest: admin,
    ...adding(api.VariablesPresetAddBody, (body) =>
      variables.addPreset(app.db, body.variablesPreset),
    ),
  });

  app.get(api.paths.variablesPresetsGet, {
    onRequest: admin,
    ...readingById(api.VariablesPresetResponse, (id) => variables.getPreset(app.db, id)),
  });

  app.post(api.paths.variablesPresetsUpdate, {
    onRequest: admin,
    ...changing(api.VariablesPresetUpdateBody, (body) => {
      const { id, ...input } = body.variablesPreset;
      return variables.updatePreset(app.db, id, input);
    }),
  });

  app.post(api.paths.variablesPresetsDelete, {
    onRequest: admin,
    ...changing(api.IdBody, (body) => variables.removePreset(app.db, body.id)),
  });

  app.post(
    api.paths.variablesPresetsCheckBalance,
    { onRequest: admin, schema: withBody(api.BalanceCheckBody, 200, api.BalanceCheck, 429) },
    (req) => checkBalance(app.db, balance, req.body.variablesPreset.values, req.body.worldEvents),
  );

  app.get(
    api.paths.variablesPresetsOptions,
    {
      onRequest: app.authorize(),
      schema: { response: { 200: api.VariablesPresetOptions, ...errors(401) } },
    },
    () => variables.presetOptions(app.db),
  );
};

export default variablesRoutes;
