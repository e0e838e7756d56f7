import os from 'node:os';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DbHandle } from './db/database.js';
import { loggerOptions } from './logger.js';
import authPlugin from './plugins/auth.js';
import cachePlugin from './plugins/cache.js';
import compressPlugin from './plugins/compress.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin from './plugins/errors.js';
import gameEventsPlugin from './plugins/game-events.js';
import keptStatesPlugin from './plugins/kept-states.js';
import i18nPlugin from './plugins/i18n.js';
import inputGuardPlugin from './plugins/input-guard.js';
import metricsPlugin from './plugins/metrics.js';
import openapiPlugin from './plugins/openapi.js';
import realtimePlugin from './plugins/realtime.js';
import redisPlugin from './plugins/redis.js';
import requestTurnsPlugin from './plugins/request-turns.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import sessionPlugin from './plugins/session.js';
import webPlugin from './plugins/web.js';
import adminLanguagesRoutes from './routes/admin-languages/index.js';
import loginScreenLanguageRoutes from './routes/admin-languages/login-screen-language.js';
import authRoutes from './routes/auth/index.js';
import countryPresetsRoutes from './routes/country-presets/index.js';
import hostGamesRoutes from './routes/games/host/games.js';
import roundControlRoutes from './routes/games/host/round-control.js';
import accessCodesRoutes from './routes/games/host/access-codes.js';
import cohostsRoutes from './routes/games/host/cohosts.js';
import healthRoutes from './routes/health/index.js';
import hostsRoutes from './routes/hosts/index.js';
import gameLanguagesRoutes from './routes/game-languages/index.js';
import projectorRoutes from './routes/games/screens/projector.js';
import debriefRoutes from './routes/games/screens/debrief.js';
import teamRoutes from './routes/games/team/index.js';
import uploadsRoutes from './routes/uploads/index.js';
import variablesRoutes from './routes/variables/index.js';
import templatesRoutes from './routes/templates/index.js';
import eventsRoutes from './routes/events/index.js';
import eventHallRoutes from './routes/events/hall.js';
import chronicleRoutes from './routes/chronicle/index.js';
import worldEventsRoutes from './routes/world-events/index.js';
import worldEventOptionsRoutes from './routes/world-events/options.js';
import worldEventRoutes from './routes/games/host/world-event.js';
import gameMapRoutes from './routes/games/host/map.js';
import mapBackgroundsRoutes from './routes/map-backgrounds/index.js';
import { useLabelKeysForZodMessages } from './validation.js';

export interface AppOptions {
  config: Config;
  /** An open database. The caller keeps ownership and closes it. */
  database: DbHandle;
}

useLabelKeysForZodMessages();

/**
 * The whole application as a plugin: external plugins, then ours, then routes. `server.ts` only
 * listens; tests register this on a fresh Fastify instance and call `inject`.
 */
const app: FastifyPluginAsync<AppOptions> = async (fastify, { config, database }) => {
  const server = fastify.withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);

  // First, so that a request waiting for its turn has cost nothing yet.
  await server.register(requestTurnsPlugin);
  await server.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: config.publicUrl?.startsWith('https://') ?? false,
  });

  server.decorate('config', config);
  // The time every game call reads (the round clock): one place, so tests can set it.
  server.decorate('now', () => Date.now());
  // Where the access links find the machine's network address; tests set their own list.
  server.decorate('networkInterfaces', () => os.networkInterfaces());
  await server.register(dbPlugin, { handle: database, owned: false });
  await server.register(redisPlugin, { url: config.redisUrl, prefix: config.redisPrefix });
  await server.register(cachePlugin);
  await server.register(sessionPlugin, {
    secret: config.sessionSecret,
    secure: config.publicUrl?.startsWith('https://') ?? false,
  });
  await server.register(authPlugin);
  await server.register(i18nPlugin);
  await server.register(errorsPlugin);
  await server.register(inputGuardPlugin);
  await server.register(compressPlugin);
  await server.register(openapiPlugin);
  await server.register(gameEventsPlugin);
  await server.register(keptStatesPlugin);
  await server.register(realtimePlugin);
  await server.register(metricsPlugin, { port: config.metricsPort, host: config.host });

  await server.register(healthRoutes);
  await server.register(authRoutes);
  await server.register(loginScreenLanguageRoutes);
  // The catalogues only an admin keeps: every call under them is the admin's, checked once here.
  await server.register(async (admin) => {
    admin.addHook('onRequest', admin.authorize('admin'));
    await admin.register(hostsRoutes);
    await admin.register(countryPresetsRoutes);
    await admin.register(adminLanguagesRoutes);
  });
  await server.register(uploadsRoutes);
  await server.register(variablesRoutes);
  await server.register(worldEventsRoutes);
  await server.register(worldEventOptionsRoutes);
  await server.register(gameLanguagesRoutes);
  await server.register(hostGamesRoutes);
  await server.register(roundControlRoutes);
  await server.register(cohostsRoutes);
  await server.register(templatesRoutes);
  await server.register(eventsRoutes);
  await server.register(eventHallRoutes);
  await server.register(chronicleRoutes);
  await server.register(accessCodesRoutes);
  await server.register(worldEventRoutes);
  await server.register(gameMapRoutes);
  await server.register(mapBackgroundsRoutes);
  await server.register(projectorRoutes);
  await server.register(debriefRoutes);
  await server.register(teamRoutes);
  await server.register(webPlugin, { root: config.webDist });
};

export default app;

/** The log levels at which each request gets its line. */
const LINE_PER_REQUEST_LEVELS = new Set(['debug', 'trace']);

/**
 * A line per request costs more than most requests: a production server logs what goes wrong
 * (the error handler does). At LOG_LEVEL=debug each request is logged once, when answered.
 */
class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    if (!LINE_PER_REQUEST_LEVELS.has(reply.log.level)) return;
    reply.log.debug(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: reply.elapsedTime,
      },
      'request answered',
    );
  }
}

/**
 * A ready-to-use Fastify instance running the app; `logger: false` silences it (tests), and
 * `'pretty'` writes readable lines instead of JSON (a terminal).
 */
export async function buildApp(
  opts: AppOptions & { logger?: boolean | 'pretty' },
): Promise<FastifyInstance> {
  const { config } = opts;
  const hops = config.trustProxy;
  const fastify = Fastify({
    logger:
      opts.logger === false ? false : loggerOptions(config.logLevel, opts.logger === 'pretty'),
    logController: new RequestLogController(),
    bodyLimit: 1024 * 1024,
    // A hop count trusts that many proxies nearest to us (proxy-addr's counting).
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops,
    return503OnClosing: true,
    // Errors Fastify raises before routing (a malformed URL) still answer in API.md's format.
    frameworkErrors: (error, _req, reply: FastifyReply) => {
      void reply.status(error.statusCode ?? 400).send({ message: error.message });
    },
  });
  await fastify.register(fp(app), opts);
  await fastify.ready();
  return fastify;
}
