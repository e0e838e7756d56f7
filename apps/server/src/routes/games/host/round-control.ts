import {
  ClockBody,
  ClockResponse,
  CreditBody,
  CreditResponse,
  GameRoundBody,
  HostNegotiationBody,
  HostOrdersBody,
  NoContent,
  OrdersAccepted,
  paths,
  RevealBody,
  RevealResponse,
  RoundEnded,
  RoundRunning,
} from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../../route-errors.js';
import { gameContext } from '../shared/game-context.js';
import { answered } from '../shared/refusal-answer.js';
import { clockActionOf } from '../shared/clock-action.js';
import { keyedCallSchema, withCallKey } from '../shared/call-key.js';
import { actOnClock } from '../../../modules/games/host/clock-calls.js';
import * as games from '../../../modules/games/host/host-calls.js';
import { revealFinal } from '../../../modules/games/host/reveal-calls.js';
import { enterTeamOrders } from '../../../modules/games/host/team-orders-calls.js';

/**
 * Running a game: its rounds, the round clock, the negotiations, money granted, a team's orders
 * entered for it and the reveal of the final screen. The game's host or an admin; each call checks its game's access itself.
 */
const roundControlRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.authorize('admin', 'host');
  const ctx = gameContext(app);

  /** Ends a round, timing it for the metrics. */
  const endRound: typeof games.endRound = async (...args) => {
    const started = performance.now();
    const result = await games.endRound(...args);
    if (result.ok) app.metrics?.roundResolved((performance.now() - started) / 1000);
    return result;
  };

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
        schema: keyedCallSchema(GameRoundBody, { 200: answer, ...errors(401, 403, 404, 409) }),
      },
      async (req) => {
        const { user } = await req.viewer();
        const { gameId, round } = req.body;
        return answered(ctx, await call(withCallKey(ctx, req), user, gameId, round));
      },
    );
  }

  app.post(
    paths.hostGamesClock,
    {
      onRequest: staff,
      schema: keyedCallSchema(ClockBody, {
        200: ClockResponse,
        ...errors(401, 403, 404, 409, 422),
      }),
    },
    async (req) => {
      const { gameId, round } = req.body;
      const { action: clockAction, offset } = clockActionOf(req.body);
      const { user } = await req.viewer();
      const keyed = withCallKey(ctx, req);
      return answered(ctx, await actOnClock(keyed, user, gameId, round, clockAction, offset));
    },
  );

  // A team's set entered by the host: answered as the team's own call answers it.
  app.post(
    paths.hostGamesOrders,
    {
      onRequest: staff,
      schema: keyedCallSchema(HostOrdersBody, {
        200: OrdersAccepted,
        ...errors(401, 403, 404, 409),
      }),
    },
    async (req) => {
      const { user } = await req.viewer();
      return answered(ctx, await enterTeamOrders(withCallKey(ctx, req), user, req.body));
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
        schema: keyedCallSchema(HostNegotiationBody, {
          204: NoContent,
          ...errors(401, 403, 404, 409),
        }),
      },
      async (req, reply) => {
        const { gameId, countryFrom, countryTo } = req.body;
        const { user } = await req.viewer();
        const keyed = withCallKey(ctx, req);
        const result = await games.hostNegotiation(
          keyed,
          user,
          gameId,
          step,
          countryFrom,
          countryTo,
        );
        await answered(ctx, result);
        return reply.status(204).send();
      },
    );
  }

  app.post(
    paths.gameCredit,
    {
      onRequest: staff,
      schema: keyedCallSchema(CreditBody, { 200: CreditResponse, ...errors(401, 403, 404, 409) }),
    },
    async (req) => {
      const { gameId, countryTo, amount } = req.body;
      const { user } = await req.viewer();
      const keyed = withCallKey(ctx, req);
      return answered(ctx, await games.grantCredit(keyed, user, gameId, countryTo, amount));
    },
  );

  app.post(
    paths.hostGamesReveal,
    {
      onRequest: staff,
      schema: keyedCallSchema(RevealBody, { 200: RevealResponse, ...errors(401, 403, 404, 409) }),
    },
    async (req) => {
      const { gameId, step } = req.body;
      const { user } = await req.viewer();
      return answered(ctx, await revealFinal(withCallKey(ctx, req), user, gameId, step));
    },
  );
};

export default roundControlRoutes;
