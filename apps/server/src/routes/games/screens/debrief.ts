import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportLabels } from '../../../labels/export.js';
import { sendJson } from '../../../json-answer.js';
import { chronicleEvent, publishChronicle } from '../../../modules/games/screens/chronicle.js';
import { gameExport, type ExportTexts } from '../../../modules/games/screens/export.js';
import { gameReport } from '../../../modules/games/screens/report.js';
import { hostTurningPointsJson } from '../../../modules/games/screens/turning-points.js';
import { gameWhatIf } from '../../../modules/games/screens/what-if.js';
import { labelTexts } from '../../../plugins/i18n.js';
import { errors, withBody } from '../../../route-errors.js';
import { chronicleLinks } from '../shared/access-link.js';
import { fileAnswer, sendFile } from '../shared/send-file.js';

const FILE = fileAnswer(
  'The file, as an attachment (Content-Disposition): an xlsx workbook ' +
    '(application/vnd.openxmlformats-officedocument.spreadsheetml.sheet), or a csv ' +
    '(text/csv, UTF-8 with a byte order mark) for a spreadsheet in the game’s language: the ' +
    `columns ${api.EXPORT_CSV_COLUMNS.join(', ')} named in that language, and its separator and ` +
    'decimal mark (`;` and a decimal comma where the language writes one, else `,` and a point).',
);

/**
 * The debrief of a game, for its host or an admin: the report, its export as a file, what the
 * game would have been without some kinds of orders, its turning points, and the chronicle the
 * host publishes for the room to take home. Each call checks its game's access itself.
 */
const debriefRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.authorize('admin', 'host');

  app.post(
    api.paths.hostGamesReport,
    { onRequest: staff, schema: withBody(api.GameIdBody, 200, api.GameReport, 404) },
    async (req) => gameReport(app.db, app.cache, (await req.viewer()).user, req.body.gameId),
  );

  app.post(
    api.paths.hostGamesWhatIf,
    { onRequest: staff, schema: withBody(api.WhatIfBody, 200, api.WhatIfAnswer, 404, 409) },
    async (req) => {
      const { gameId, without } = req.body;
      return gameWhatIf(app.db, (await req.viewer()).user, gameId, without);
    },
  );

  app.post(
    api.paths.hostGamesTurningPoints,
    { onRequest: staff, schema: withBody(api.GameIdBody, 200, api.TurningPoints, 404, 409) },
    async (req, reply) => {
      const { user } = await req.viewer();
      return sendJson(reply, await hostTurningPointsJson(app.db, app.cache, user, req.body.gameId));
    },
  );

  app.post(
    api.paths.hostGamesChronicle,
    { onRequest: staff, schema: withBody(api.ChronicleBody, 200, api.ChronicleResponse, 404, 409) },
    async (req) => {
      const { gameId, publish } = req.body;
      const { user } = await req.viewer();
      const clock = { now: app.now(), days: app.config.chronicleDays };
      const token = await publishChronicle(app.db, user, gameId, publish, clock);
      const event = await chronicleEvent(app.db, gameId);
      if (event) app.gameEvents.emit(event);
      return { url: token && chronicleLinks(req)(token) };
    },
  );

  app.get(
    api.paths.hostGamesExport,
    {
      onRequest: staff,
      schema: {
        querystring: api.ExportQuery,
        response: { 200: FILE, ...errors(401, 403, 404) },
      },
    },
    async (req, reply) => {
      const { gameId, format } = req.query;
      const keys = Object.keys(exportLabels) as (keyof ExportTexts)[];
      const file = await gameExport(
        app.db,
        app.cache,
        (await req.viewer()).user,
        gameId,
        format,
        await labelTexts(req, keys),
      );
      return sendFile(reply, file);
    },
  );
};

export default debriefRoutes;
