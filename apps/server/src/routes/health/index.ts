import { HealthResponse, LiveResponse, paths, ReadyResponse } from '@orbis/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import { pingDatabase } from '../../db/database.js';

/** How long a readiness check waits for its service's answer. */
const CHECK_TIMEOUT_MS = 2000;

/**
 * The probes: `/livez` (the process runs: restart it if not), `/readyz` (the database and Redis
 * answer: send it requests), and `/healthz` (the database answers), kept as it was.
 *
 * Each answers its own way even when a hook before it failed, such as reading the session of a
 * cookie while its store is away: a probe's answer says what the probe checks (its own
 * `errorHandler`), never the error body a failed call gets.
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  /** A probe at `url`: `answer` answers it, and answers again when a hook before it fails. */
  const probe = (
    url: string,
    response: Record<number, z.ZodType>,
    answer: (reply: FastifyReply) => Promise<FastifyReply>,
  ) =>
    app.get(
      url,
      { schema: { response }, errorHandler: (_err, _req, reply) => answer(reply) },
      (_req, reply) => answer(reply),
    );

  probe(
    paths.healthz,
    {
      200: HealthResponse.describe('The database answers.'),
      503: HealthResponse.describe('The database does not answer.'),
    },
    async (reply) => {
      const ok = await pingDatabase(app.db);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'database unavailable' });
    },
  );

  probe(paths.livez, { 200: LiveResponse.describe('The process runs.') }, async (reply) =>
    reply.status(200).send({ ok: true }),
  );

  probe(
    paths.readyz,
    {
      200: ReadyResponse.describe('The database and Redis (when configured) answer.'),
      503: ReadyResponse.describe('A check failed: its entry says why.'),
    },
    async (reply) => {
      const redis = app.redis;
      const [database, cache] = await Promise.all([
        check(() => sql`select 1`.execute(app.db)),
        redis ? check(() => redis.ping()) : Promise.resolve('off'),
      ]);
      const ok = database === 'ok' && (cache === 'ok' || cache === 'off');
      return reply.status(ok ? 200 : 503).send({ ok, checks: { database, redis: cache } });
    },
  );
};

/**
 * `"ok"` when `probe` succeeds in time, else why not: the error's code when it has one (its
 * message may name hosts and ports, and the probe is public), else its message.
 */
async function check(probe: () => Promise<unknown>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(resolve, CHECK_TIMEOUT_MS, `no answer within ${CHECK_TIMEOUT_MS} ms`);
  });
  const answer = probe().then(
    () => 'ok',
    (err: unknown) => `unavailable: ${reason(err)}`,
  );
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

function reason(err: unknown): string {
  if (typeof err !== 'object' || err === null) return String(err);
  const { code, cause } = err as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && code) return code;
  if (cause) return reason(cause);
  return err instanceof Error ? err.message : 'unknown error';
}

export default healthRoutes;
