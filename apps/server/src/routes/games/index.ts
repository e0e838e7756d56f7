import {
  ClockBody,
  ClockResponse,
  CreatedResponse,
  CreditBody,
  CreditResponse,
  GameAddBody,
  GameControl,
  GameIdBody,
  GamePresence,
  GameRoundBody,
  HostGamesList,
  HostNegotiationBody,
  IdBody,
  LangMessagesValues,
  NoContent,
  paths,
  RoundEnded,
  RoundRunning,
} from '@orbis/contracts';
import type { ClockAction } from '@orbis/engine';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonWriter, sendJson } from '../../json-answer.js';
import { errors } from '../../route-errors.js';
import { accessLink } from './access-link.js';
import { answered } from './refusal-answer.js';
import { requireHostedGame } from '../../modules/games/access.js';
import { actOnClock } from '../../modules/games/clock-calls.js';
import { addGame } from '../../modules/games/create.js';
import { controlGameJson } from '../../modules/games/control.js';
import * as games from '../../modules/games/host-calls.js';
import { gamePresence } from '../../modules/games/presence.js';
import type { GameContext } from '../../modules/games/write.js';

/**
 * Host games, round control and the round clock: the game's host or an admin; only hosts create
 * games.
 */
const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.authorize('admin', 'host');
  const ctx: GameContext = {
    db: app.db,
    cache: app.cache,
    events: app.gameEvents,
    now: () => app.now(),
  };
  const writeControl = jsonWriter(GameControl, 'POST', paths.hostGamesControl);

  /** 404 for an unknown game, 403 for another host's game. */
  const hosted = async (req: FastifyRequest, gameId: number) =>
    requireHostedGame(app.db, (await req.viewer()).user, gameId);

  app.get(
    paths.hostGamesList,
    { onRequest: staff, schema: { response: { 200: HostGamesList, ...errors(401) } } },
    async (req) => games.listGames(app.db, await req.requireUser()),
  );

  app.post(
    paths.hostGamesAdd,
    {
      onRequest: app.authorize('host'),
      schema: { body: GameAddBody, response: { 201: CreatedResponse, ...errors(401, 403) } },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      return reply.status(201).send({ id: await addGame(app.db, user.id, req.body) });
    },
  );

  app.post(
    paths.hostGamesDelete,
    {
      onRequest: staff,
      schema: { body: IdBody, response: { 204: NoContent, ...errors(401, 403, 404) } },
    },
    async (req, reply) => {
      await games.deleteGame(app.db, await req.requireUser(), req.body.id);
      return reply.status(204).send();
    },
  );

  app.post(
    paths.hostGamesControl,
    {
      onRequest: staff,
      schema: { body: GameIdBody, response: { 200: GameControl, ...errors(401, 403, 404) } },
    },
    async (req, reply) => {
      const game = await hosted(req, req.body.gameId);
      const link = accessLink(req, game.id);
      const json = await controlGameJson(app.db, app.cache, game, link, writeControl, app.now());
      return sendJson(reply, json);
    },
  );

  /** Ends a round, timing it for the metrics. */
  const endRound: typeof games.endRound = async (...args) => {
    const started = performance.now();
    const result = await games.endRound(...args);
    if (result.ok) app.metrics?.roundResolved((performance.now() - started) / 1000);
    return result;
  };
  // Who is in the room: joined teams, and their devices connected now on any process.
  app.post(
    paths.hostGamesPresence,
    {
      onRequest: staff,
      schema: { body: GameIdBody, response: { 200: GamePresence, ...errors(401, 403, 404) } },
    },
    async (req) => {
      const game = await hosted(req, req.body.gameId);
      return gamePresence(app.db, game.id, await app.teamDevices(game.id));
    },
  );

  // Round control: start the stopped round, end the running one, undo the end of the last.
  for (const [path, answer, call] of [
    [paths.hostGamesStartRound, RoundRunning, games.startRound],
    [paths.hostGamesRound, RoundEnded, endRound],
    [paths.hostGamesUndoRound, RoundRunning, games.undoRound],
  ] as const) {
    app.post(
      path,
      {
        onRequest: staff,
        schema: { body: GameRoundBody, response: { 200: answer, ...errors(401, 403, 404, 409) } },
      },
      async (req) => {
        await hosted(req, req.body.gameId);
        return answered(ctx, await call(ctx, req.body.gameId, req.body.round));
      },
    );
  }

  app.post(
    paths.hostGamesClock,
    {
      onRequest: staff,
      schema: { body: ClockBody, response: { 200: ClockResponse, ...errors(401, 403, 404, 409) } },
    },
    async (req) => {
      const { gameId, round, action, seconds } = req.body;
      await hosted(req, gameId);
      const clockAction: ClockAction =
        action === 'extend' ? { type: action, seconds: seconds ?? 0 } : { type: action };
      return answered(ctx, await actOnClock(ctx, gameId, round, clockAction));
    },
  );

  for (const [path, step] of [
    [paths.hostGamesStartNegotiation, 'start'],
    [paths.hostGamesFinishNegotiation, 'finish'],
  ] as const) {
    app.post(
      path,
      {
        onRequest: staff,
        schema: {
          body: HostNegotiationBody,
          response: { 204: NoContent, ...errors(401, 403, 404, 409) },
        },
      },
      async (req, reply) => {
        const { gameId, countryFrom, countryTo } = req.body;
        await hosted(req, gameId);
        await answered(ctx, await games.hostNegotiation(ctx, gameId, step, countryFrom, countryTo));
        return reply.status(204).send();
      },
    );
  }

  app.post(
    paths.gameCredit,
    {
      onRequest: staff,
      schema: {
        body: CreditBody,
        response: { 200: CreditResponse, ...errors(401, 403, 404, 409) },
      },
    },
    async (req) => {
      await hosted(req, req.body.gameId);
      const { gameId, countryTo, amount } = req.body;
      return answered(ctx, await games.grantCredit(ctx, gameId, countryTo, amount));
    },
  );

  app.post(
    paths.gameLangMessagesValues,
    { schema: { body: GameIdBody, response: { 200: LangMessagesValues, ...errors(404) } } },
    (req) => games.langMessagesValues(app.db, app.cache, req.body.gameId),
  );
};

export default gamesRoutes;
