import {
  EXPORT_CSV_COLUMNS,
  ExportQuery,
  GameIdBody,
  GameReport,
  paths,
  RevealBody,
  RevealResponse,
} from '@orbis/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportLabels } from '../../labels/export.js';
import { requireHostedGame } from '../../modules/games/access.js';
import { exportReport, type ExportTexts } from '../../modules/games/export.js';
import { gameReport } from '../../modules/games/report.js';
import { revealFinal } from '../../modules/games/reveal-calls.js';
import { loadSystemMessages } from '../../modules/games/system-messages.js';
import type { GameContext } from '../../modules/games/write.js';
import { errors } from '../../route-errors.js';
import { answered } from './refusal-answer.js';

// Any: the answer is bytes, which Fastify sends as they are, past the JSON serializer.
const FILE = z
  .any()
  .describe(
    'The file, as an attachment (Content-Disposition): an xlsx workbook ' +
      '(application/vnd.openxmlformats-officedocument.spreadsheetml.sheet), or a csv ' +
      '(text/csv, UTF-8 with a byte order mark) for a spreadsheet in the game’s language: the ' +
      `columns ${EXPORT_CSV_COLUMNS.join(', ')} named in that language, and its separator and ` +
      'decimal mark (`;` and a decimal comma where the language writes one, else `,` and a point).',
  );

/**
 * The end of a game, for its host or an admin: the reveal of the final screen to the room, the
 * debrief report and its export as a file.
 */
const debriefRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.authorize('admin', 'host');
  const ctx: GameContext = {
    db: app.db,
    cache: app.cache,
    events: app.gameEvents,
    now: () => app.now(),
  };

  /** 401 signed out, 404 for an unknown game, 403 for another host's game. */
  const hosted = async (req: FastifyRequest, gameId: number) =>
    requireHostedGame(app.db, (await req.viewer()).user, gameId);

  app.post(
    paths.hostGamesReveal,
    {
      onRequest: staff,
      schema: {
        body: RevealBody,
        response: { 200: RevealResponse, ...errors(401, 403, 404, 409) },
      },
    },
    async (req) => {
      const { gameId, step } = req.body;
      await hosted(req, gameId);
      return answered(ctx, await revealFinal(ctx, gameId, step));
    },
  );

  app.post(
    paths.hostGamesReport,
    {
      onRequest: staff,
      schema: { body: GameIdBody, response: { 200: GameReport, ...errors(401, 403, 404) } },
    },
    async (req) => {
      await hosted(req, req.body.gameId);
      return gameReport(app.db, app.cache, req.body.gameId);
    },
  );

  app.get(
    paths.hostGamesExport,
    {
      onRequest: staff,
      schema: {
        querystring: ExportQuery,
        response: { 200: FILE, ...errors(401, 403, 404) },
      },
    },
    async (req, reply) => {
      const { gameId, format } = req.query;
      const game = await hosted(req, gameId);
      const keys = Object.keys(exportLabels) as (keyof ExportTexts)[];
      const [report, texts, labels] = await Promise.all([
        gameReport(app.db, app.cache, gameId),
        loadSystemMessages(app.db, app.cache, game.languageId),
        Promise.all(keys.map(async (key) => [key, await req.t(key)] as const)),
      ]);
      const file = await exportReport(
        report,
        format,
        Object.fromEntries(labels) as ExportTexts,
        texts,
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};

export default debriefRoutes;
