import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVENT_EXPORT_LABELS, eventExport } from '../../modules/events/report-export.js';
import { eventReport } from '../../modules/events/report.js';
import { labelTexts } from '../../plugins/i18n.js';
import { errors, withBody } from '../../route-errors.js';
import { sendFile } from '../games/shared/send-file.js';

// Any: the answer is bytes, which Fastify sends as they are, past the JSON serializer.
const WORKBOOK = z
  .any()
  .describe(
    'The xlsx workbook (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet), as ' +
      'an attachment (Content-Disposition): the worlds side by side, their standings, every ' +
      'world’s ecology by round and the nominations across worlds, headed in the admin’s language.',
  );

/**
 * Same start, different worlds: an event's report and its workbook, for whoever may read its
 * dashboard (a co-host of some worlds gets those worlds). Each call checks its caller itself.
 */
const eventReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.authorize('admin', 'host');

  app.post(
    api.paths.hostEventsReport,
    { onRequest: staff, schema: withBody(api.EventIdBody, 200, api.EventReport, 404) },
    async (req) => eventReport(app.db, app.cache, (await req.viewer()).user, req.body.eventId),
  );

  app.get(
    api.paths.hostEventsExport,
    {
      onRequest: staff,
      schema: {
        querystring: api.EventExportQuery,
        response: { 200: WORKBOOK, ...errors(401, 403, 404) },
      },
    },
    async (req, reply) => {
      const file = await eventExport(
        app.db,
        app.cache,
        (await req.viewer()).user,
        req.query.eventId,
        await labelTexts(req, EVENT_EXPORT_LABELS),
      );
      return sendFile(reply, file);
    },
  );
};

export default eventReportRoutes;
