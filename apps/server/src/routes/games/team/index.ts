import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonWriter, sendJson } from '../../../json-answer.js';
import { errors, withBody } from '../../../route-errors.js';
import { requireTeam } from '../../../modules/games/access.js';
import { JoinThrottle } from '../../../modules/games/team/join-throttle.js';
import { SIGN_IN_FIELDS } from '../../../modules/auth/session-user.js';
import type { SessionData } from '../../../modules/sessions/session.js';
import * as team from '../../../modules/games/team/team-calls.js';
import * as promises from '../../../modules/games/team/promise-calls.js';
import { teamStory } from '../../../modules/games/team/story.js';
import { presenceEvent } from '../../../modules/games/team/presence.js';
import { gameInfo, teamStateJson } from '../../../modules/games/team/team-state.js';
import { gameContext } from '../shared/game-context.js';
import { answered } from '../shared/refusal-answer.js';
import { idempotencyKeyOf } from '../shared/call-key.js';

// Every session field a join keeps; the rest (a previous team) goes with the old session id.
const KEPT_ON_JOIN: (keyof SessionData)[] = [...SIGN_IN_FIELDS, 'adminLanguage', '_csrf'];

/** Team calls: join a team with its code, then read and act for that team only. */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = new JoinThrottle(app.redis, app.redisPrefix);
  const ctx = gameContext(app);
  const writeState = jsonWriter(api.PlayerState, 'GET', api.paths.gameState);

  app.get(
    api.paths.gameInfo,
    { schema: { querystring: api.GameIdQuery, response: { 200: api.PlayerInfo, ...errors(404) } } },
    (req) => gameInfo(app.db, req.query.gameId),
  );

  app.post(
    api.paths.gameJoin,
    { schema: { body: api.JoinBody, response: { 204: api.NoContent, ...errors(404, 429) } } },
    async (req, reply) => {
      const { session, firstJoin } = await team.joinTeam(
        app.db,
        app.cache,
        throttle,
        await req.viewer(),
        { ...req.body, ip: req.ip },
      );
      // A new session id on joining defeats session fixation; the XSRF secret stays valid.
      // The team it played before, if any, goes with the old id: its sockets leave that channel.
      if (req.session.get('team') !== undefined) req.endsSessionAccess();
      req.session.regenerate(KEPT_ON_JOIN);
      req.session.set('team', session);
      // The host's screen shows the team as joined, even before its phone connects.
      if (firstJoin) {
        const event = await presenceEvent(app.db, session.gameId);
        if (event) app.gameEvents.emit(event);
      }
      return reply.status(204).send();
    },
  );

  app.get(
    api.paths.gameState,
    {
      schema: {
        querystring: api.GameIdQuery,
        response: { 200: api.PlayerState, ...errors(401, 403, 404) },
      },
    },
    async (req, reply) => {
      const viewer = await req.viewer();
      const { gameId } = req.query;
      return sendJson(
        reply,
        await teamStateJson(app.db, app.cache, viewer, gameId, writeState, app.now()),
      );
    },
  );

  app.get(
    api.paths.gameStory,
    {
      schema: {
        querystring: api.GameIdQuery,
        response: { 200: api.TeamStory, ...errors(401, 403, 404, 409) },
      },
    },
    async (req) => teamStory(app.db, await req.viewer(), req.query.gameId),
  );

  app.post(
    api.paths.gameOrders,
    {
      schema: {
        description:
          `An optional \`${api.SUBMIT_KEY_HEADER}\` header (1 to 100 letters, digits, \`_\` or \`-\`; ` +
          `else 422 on the field \`${api.SUBMIT_KEY_HEADER}\`) names this send. A send whose key is ` +
          'the key the team’s set for that round was sent with is a retry of a send whose answer ' +
          'was lost: it answers 200 with the stored cost and changes nothing (no new version, the ' +
          'draft kept); its events (`orders-accepted`, `team-changed`) are sent again with the ' +
          'current version, since the first send’s may have been lost with its server process. A ' +
          'send without one, or with a new key, replaces the set.',
        body: api.OrdersBody,
        response: { 200: api.OrdersAccepted, ...errors(401, 403, 404, 409) },
      },
    },
    async (req) => {
      const submitKey = idempotencyKeyOf(req);
      const viewer = await req.viewer();
      return answered(ctx, await team.submitOrders(ctx, viewer, { ...req.body, submitKey }));
    },
  );

  app.post(
    api.paths.gameDraft,
    { schema: withBody(api.DraftBody, 204, api.NoContent, 404, 409) },
    async (req, reply) => {
      await answered(ctx, await team.saveTeamDraft(ctx, await req.viewer(), req.body));
      return reply.status(204).send();
    },
  );

  // A team's steps in a negotiation: each body names the other country by its own field.
  for (const [path, step, body, field] of [
    [api.paths.negotiationsRequest, 'request', api.NegotiationRequestBody, 'countryTo'],
    [api.paths.negotiationsAccept, 'accept', api.NegotiationAnswerBody, 'countryFrom'],
    [api.paths.negotiationsRefuse, 'refuse', api.NegotiationAnswerBody, 'countryFrom'],
    [api.paths.negotiationsDone, 'done', api.NegotiationDoneBody, 'countryWith'],
  ] as const) {
    app.post(path, { schema: withBody(body, 204, api.NoContent, 404, 409) }, async (req, reply) => {
      // The body schema of this path holds `field`.
      const other = (req.body as unknown as Record<typeof field, number>)[field];
      const viewer = await req.viewer();
      await answered(ctx, await team.teamNegotiation(ctx, viewer, req.body.gameId, step, other));
      return reply.status(204).send();
    });
  }

  app.post(
    api.paths.promisesPropose,
    { schema: withBody(api.PromiseProposeBody, 201, api.PromiseProposed, 404, 409) },
    async (req, reply) => {
      const made = await answered(
        ctx,
        await promises.proposePromise(ctx, await req.viewer(), req.body),
      );
      return reply.status(201).send(made);
    },
  );

  // A team's answers to a promise: the one it was made to accepts or declines, its maker withdraws.
  for (const [path, how] of [
    [api.paths.promisesAccept, 'accept'],
    [api.paths.promisesDecline, 'decline'],
    [api.paths.promisesWithdraw, 'withdraw'],
  ] as const) {
    app.post(
      path,
      { schema: withBody(api.PromiseIdBody, 204, api.NoContent, 404, 409) },
      async (req, reply) => {
        const viewer = await req.viewer();
        await answered(ctx, await promises.answerPromise(ctx, viewer, req.body, how));
        return reply.status(204).send();
      },
    );
  }

  app.post(
    api.paths.gameLeave,
    { schema: withBody(api.GameIdBody, 204, api.NoContent) },
    async (req, reply) => {
      requireTeam(await req.viewer(), req.body.gameId);
      req.session.set('team', undefined);
      req.endsSessionAccess();
      return reply.status(204).send();
    },
  );
};

export default teamRoutes;
