import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adding, listing } from '../../catalogue-calls.js';
import { errors, withBody } from '../../route-errors.js';
import { exportTemplate, importTemplate } from '../../modules/templates/file.js';
import { templateFromGame } from '../../modules/templates/from-game.js';
import * as templates from '../../modules/templates/service.js';

/**
 * A host's game templates: the list, adding one (from a game's setup, from an existing game or
 * from a file), reading, changing and deleting one, and its file. Hosts make templates; a host
 * uses their own, an admin all of them.
 */
const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.authorize('admin', 'host');
  const host = app.authorize('host');

  app.get(api.paths.hostTemplatesList, {
    onRequest: staff,
    ...listing(api.TemplatesList, async (req) =>
      templates.listTemplates(app.db, await req.requireUser()),
    ),
  });

  app.post(api.paths.hostTemplatesAdd, {
    onRequest: host,
    ...adding(api.TemplateAddBody, async (body, req) =>
      templates.addTemplate(app.db, await req.requireUser(), body),
    ),
  });

  app.post(
    api.paths.hostTemplatesFromGame,
    { onRequest: host, schema: withBody(api.TemplateFromGameBody, 201, api.CreatedResponse, 404) },
    async (req, reply) => {
      const id = await templateFromGame(app.db, await req.requireUser(), req.body);
      return reply.status(201).send({ id });
    },
  );

  app.get(
    api.paths.hostTemplatesGet,
    {
      onRequest: staff,
      schema: {
        querystring: api.IdQuery,
        response: { 200: api.TemplateResponse, ...errors(401, 403, 404) },
      },
    },
    async (req) => templates.getTemplate(app.db, await req.requireUser(), req.query.id),
  );

  app.post(
    api.paths.hostTemplatesUpdate,
    { onRequest: staff, schema: withBody(api.TemplateUpdateBody, 204, api.NoContent, 404) },
    async (req, reply) => {
      await templates.updateTemplate(app.db, await req.requireUser(), req.body);
      return reply.status(204).send();
    },
  );

  app.post(
    api.paths.hostTemplatesDelete,
    { onRequest: staff, schema: withBody(api.IdBody, 204, api.NoContent, 404) },
    async (req, reply) => {
      await templates.deleteTemplate(app.db, await req.requireUser(), req.body.id);
      return reply.status(204).send();
    },
  );

  // A file to download, in the JSON another install's import takes.
  app.get(
    api.paths.hostTemplatesExport,
    {
      onRequest: staff,
      schema: {
        querystring: api.IdQuery,
        response: { 200: api.TemplateFile, ...errors(401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      const file = await exportTemplate(app.db, await req.requireUser(), req.query.id);
      return reply
        .header('content-disposition', `attachment; filename="orbis-template-${req.query.id}.json"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  app.post(
    api.paths.hostTemplatesImport,
    { onRequest: host, schema: withBody(api.TemplateFile, 201, api.CreatedResponse) },
    async (req, reply) => {
      const id = await importTemplate(app.db, await req.requireUser(), req.body);
      return reply.status(201).send({ id });
    },
  );
};

export default templatesRoutes;
