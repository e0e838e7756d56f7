import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameContext } from '../shared/game-context.js';
import { answered } from '../shared/refusal-answer.js';
import { clockActionOf } from '../shared/clock-action.js';
import { keyedCallSchema, withCallKey } from '../shared/call-key.js';
import { actOnClock } from '../../../modules/games/host/clock-calls.js';
import * as games from '../../../modules/games/host/host-calls.js';
import { revealFinal } from '../../../modules/games/host/reveal-calls.js';
import { stepTurningPoints } from '../../../modules/games/host/turning-points-calls.js';
import { enterTeamOrders } from '../../../modules/games/host/team-orders-calls.js';

/**
 * Running a game: its rounds, the round clock, the negotiations, money granted, a team's orders
 * entered for it, the reveal of the final screen and the steps of the turning points. The game's
 * host or an admin; each call checks its game's access itself.
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
    [api.paths.hostGamesStartRound, api.RoundRunning, games.startRound],
    [api.paths.hostGamesRound, api.RoundEnded, endRound],
    [api.paths.hostGamesUndoRound, api.RoundRunning, games.undoRound],
  ] as const) {
    app.post(
      path,
      { onRequest: staff, schema: keyedCallSchema(api.GameRoundBody, 200, answer) },
      async (req) => {
        const { user } = await req.viewer();
        const { gameId, round } = req.body;
        return answered(ctx, await call(withCallKey(ctx, req), user, gameId, round));
      },
    );
  }

  app.post(
    api.paths.hostGamesClock,
    { onRequest: staff, schema: keyedCallSchema(api.ClockBody, 200, api.ClockResponse, 422) },
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
    api.paths.hostGamesOrders,
    { onRequest: staff, schema: keyedCallSchema(api.HostOrdersBody, 200, api.OrdersAccepted) },
    async (req) => {
      const { user } = await req.viewer();
      return answered(ctx, await enterTeamOrders(withCallKey(ctx, req), user, req.body));
    },
  );

  for (const [path, step] of [
    [api.paths.hostGamesStartNegotiation, 'start'],
    [api.paths.hostGamesFinishNegotiation, 'finish'],
  ] as const) {
    app.post(
      path,
      { onRequest: staff, schema: keyedCallSchema(api.HostNegotiationBody, 204, api.NoContent) },
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
    api.paths.gameCredit,
    { onRequest: staff, schema: keyedCallSchema(api.CreditBody, 200, api.CreditResponse) },
    async (req) => {
      const { gameId, countryTo, amount } = req.body;
      const { user } = await req.viewer();
      const keyed = withCallKey(ctx, req);
      return answered(ctx, await games.grantCredit(keyed, user, gameId, countryTo, amount));
    },
  );

  app.post(
    api.paths.hostGamesReveal,
    { onRequest: staff, schema: keyedCallSchema(api.RevealBody, 200, api.RevealResponse) },
    async (req) => {
      const { gameId, step } = req.body;
      const { user } = await req.viewer();
      return answered(ctx, await revealFinal(withCallKey(ctx, req), user, gameId, step));
    },
  );

  app.post(
    api.paths.hostGamesTurningPointsStep,
    {
      onRequest: staff,
      schema: keyedCallSchema(api.TurningPointsStepBody, 200, api.TurningPointsStepResponse),
    },
    async (req) => {
      const { gameId, step } = req.body;
      const { user } = await req.viewer();
      return answered(ctx, await stepTurningPoints(withCallKey(ctx, req), user, gameId, step));
    },
  );
};

export default roundControlRoutes;
