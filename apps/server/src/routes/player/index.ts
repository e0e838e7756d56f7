import {
  GameIdBody,
  GameIdQuery,
  JoinBody,
  NegotiationAnswerBody,
  NegotiationDoneBody,
  NegotiationRequestBody,
  OrdersAccepted,
  OrdersBody,
  NoContent,
  paths,
  PlayerInfo,
  PlayerState,
} from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonWriter, sendJson } from '../../json-answer.js';
import { errors } from '../../route-errors.js';
import { requireTeam } from '../../modules/games/access.js';
import { JoinThrottle } from '../../modules/games/join-throttle.js';
import { SIGN_IN_FIELDS } from '../../modules/auth/session-user.js';
import type { SessionData } from '../../modules/sessions/session.js';
import * as play from '../../modules/games/play.js';
import { gameInfo, teamStateJson } from '../../modules/games/team-state.js';
import type { GameContext } from '../../modules/games/write.js';

// Every session field a join keeps; the rest (a previous team) goes with the old session id.
const KEPT_ON_JOIN: (keyof SessionData)[] = [...SIGN_IN_FIELDS, 'adminLanguage', '_csrf'];

/** Team calls: join a team with its code, then read and act for that team only. */
const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = new JoinThrottle(app.redis, app.redisPrefix);
  const ctx: GameContext = { db: app.db, cache: app.cache, events: app.gameEvents };
  const writeState = jsonWriter(PlayerState, 'GET', paths.gameState);

  app.get(
    paths.gameInfo,
    { schema: { querystring: GameIdQuery, response: { 200: PlayerInfo, ...errors(404) } } },
    (req) => gameInfo(app.db, req.query.gameId),
  );

  app.post(
    paths.gameJoin,
    { schema: { body: JoinBody, response: { 204: NoContent, ...errors(404, 429) } } },
    async (req, reply) => {
      const team = await play.joinTeam(app.db, app.cache, throttle, await req.viewer(), {
        ...req.body,
        ip: req.ip,
      });
      // A new session id on joining defeats session fixation; the XSRF secret stays valid.
      req.session.regenerate(KEPT_ON_JOIN);
      req.session.set('team', team);
      return reply.status(204).send();
    },
  );

  app.get(
    paths.gameState,
    {
      schema: {
        querystring: GameIdQuery,
        response: { 200: PlayerState, ...errors(401, 403, 404) },
      },
    },
    async (req, reply) =>
      sendJson(
        reply,
        await teamStateJson(app.db, app.cache, await req.viewer(), req.query.gameId, writeState),
      ),
  );

  app.post(
    paths.gameOrders,
    {
      schema: {
        body: OrdersBody,
        response: { 200: OrdersAccepted, ...errors(401, 403, 404, 409) },
      },
    },
    async (req) => play.submitOrders(ctx, await req.viewer(), req.body),
  );

  app.post(
    paths.negotiationsRequest,
    {
      schema: {
        body: NegotiationRequestBody,
        response: { 204: NoContent, ...errors(401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      await play.teamNegotiation(
        ctx,
        await req.viewer(),
        req.body.gameId,
        'request',
        req.body.countryTo,
      );
      return reply.status(204).send();
    },
  );

  for (const [path, step] of [
    [paths.negotiationsAccept, 'accept'],
    [paths.negotiationsRefuse, 'refuse'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          body: NegotiationAnswerBody,
          response: { 204: NoContent, ...errors(401, 403, 404, 409) },
        },
      },
      async (req, reply) => {
        await play.teamNegotiation(
          ctx,
          await req.viewer(),
          req.body.gameId,
          step,
          req.body.countryFrom,
        );
        return reply.status(204).send();
      },
    );
  }

  app.post(
    paths.negotiationsDone,
    {
      schema: {
        body: NegotiationDoneBody,
        response: { 204: NoContent, ...errors(401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      await play.teamNegotiation(
        ctx,
        await req.viewer(),
        req.body.gameId,
        'done',
        req.body.countryWith,
      );
      return reply.status(204).send();
    },
  );

  app.post(
    paths.gameLeave,
    { schema: { body: GameIdBody, response: { 204: NoContent, ...errors(401, 403) } } },
    async (req, reply) => {
      requireTeam(await req.viewer(), req.body.gameId);
      req.session.set('team', undefined);
      return reply.status(204).send();
    },
  );
};

export default playerRoutes;
