import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENT_EXPORT_LABELS, eventExport } from '../../modules/events/report-export.js';
import { eventReport } from '../../modules/events/report.js';
import { labelTexts } from '../../plugins/i18n.js';
import { errors, withBody } from '../../route-errors.js';
import { fileAnswer, sendFile } from '../games/shared/send-file.js';

const WORKBOOK = fileAnswer(
  'The xlsx workbook (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet), as ' +
    'an attachment (Content-Disposition): the worlds side by side, their standings, every ' +
    'world’s ecology by round and the nominations across worlds, headed in the admin’s language.',
);

/**
 * Same start, different worlds: an event's workbook and its report, for whoever may read its
 * dashboard (a co-host of some worlds gets those worlds). Each call checks its caller itself.
 */
const eventReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.authorize('admin', 'host');

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

  app.post(
    api.paths.hostEventsReport,
    { onRequest: staff, schema: withBody(api.EventIdBody, 200, api.EventReport, 404) },
    async (req) => eventReport(app.db, app.cache, (await req.viewer()).user, req.body.eventId),
  );
};

export default eventReportRoutes;
