import {
  BalanceCheck,
  BalanceCheckBody,
  GameVariables,
  IdBody,
  paths,
  VariablesPresetAddBody,
  VariablesPresetOptions,
  VariablesPresetResponse,
  VariablesPresetsList,
  VariablesPresetUpdateBody,
} from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../route-errors.js';
import { adding, changing, listing, readingById } from '../../catalogue-calls.js';
import { checkBalance } from '../../modules/variables/balance.js';
import { createBalanceRunner } from '../../modules/variables/balance-runner.js';
import { listPresets } from '../../modules/variables/repository.js';
import {
  addPreset,
  getPreset,
  presetOptions,
  removePreset,
  updatePreset,
  variablesInLanguage,
} from '../../modules/variables/service.js';

/** Game variables and variables presets (admin), and the presets as options (any user). */
const variablesRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authorize('admin');
  const balance = createBalanceRunner();
  app.addHook('onClose', () => balance.close());

  app.get(paths.variables, {
    onRequest: admin,
    ...listing(GameVariables, async (req) =>
      variablesInLanguage(app.db, app.cache, await req.adminLanguage()),
    ),
  });

  app.get(paths.variablesPresetsList, {
    onRequest: admin,
    ...listing(VariablesPresetsList, () => listPresets(app.db)),
  });

  app.post(paths.variablesPresetsAdd, {
    onRequest: admin,
    ...adding(VariablesPresetAddBody, (body) => addPreset(app.db, body.variablesPreset)),
  });

  app.get(paths.variablesPresetsGet, {
    onRequest: admin,
    ...readingById(VariablesPresetResponse, (id) => getPreset(app.db, id)),
  });

  app.post(paths.variablesPresetsUpdate, {
    onRequest: admin,
    ...changing(VariablesPresetUpdateBody, (body) => {
      const { id, ...input } = body.variablesPreset;
      return updatePreset(app.db, id, input);
    }),
  });

  app.post(paths.variablesPresetsDelete, {
    onRequest: admin,
    ...changing(IdBody, (body) => removePreset(app.db, body.id)),
  });

  app.post(
    paths.variablesPresetsCheckBalance,
    {
      onRequest: admin,
      schema: { body: BalanceCheckBody, response: { 200: BalanceCheck, ...errors(401, 403, 429) } },
    },
    (req) => checkBalance(app.db, balance, req.body.variablesPreset.values, req.body.worldEvents),
  );

  app.get(
    paths.variablesPresetsOptions,
    {
      onRequest: app.authorize(),
      schema: { response: { 200: VariablesPresetOptions, ...errors(401) } },
    },
    () => presetOptions(app.db),
  );
};

export default variablesRoutes;
