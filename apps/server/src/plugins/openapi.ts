import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { paths } from '@orbis/contracts';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errors, type ErrorStatus } from '../route-errors.js';

/** The browsable API reference; its OpenAPI document is at `${DOCS_PREFIX}/json` (and `/yaml`). */
export const DOCS_PREFIX = '/api/docs';

const API_URLS = new Set<string>(Object.values(paths));
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The reference's sections, as in API.md: the first prefix a call's path starts with names it. */
const TAGS: [prefix: string, tag: string][] = [
  [paths.hostsList.replace(/list$/, ''), 'Hosts'],
  [paths.hostGamesReveal, 'Round news and the reveal'],
  [paths.hostGamesReport, 'The debrief'],
  [paths.hostGamesExport, 'The debrief'],
  [paths.gameStory, 'The debrief'],
  [paths.hostGamesList.replace(/list$/, ''), 'Host games and round control'],
  [paths.gameCredit, 'Host games and round control'],
  [paths.gameLangMessagesValues, 'Host games and round control'],
  [paths.eventHall.replace(/:eventId$/, ''), 'Host games and round control'],
  [paths.countryPresetsList.replace(/list$/, ''), 'Country presets'],
  [paths.uploadPicture, 'Country presets'],
  [paths.uploadFlag, 'Country presets'],
  [paths.variables, 'Variables'],
  [paths.variablesPresetsList.replace(/list$/, ''), 'Variables'],
  [paths.languagesList.replace(/list$/, ''), 'Game languages'],
  [paths.langMessages, 'Game languages'],
  [paths.langNames, 'Game languages'],
  [paths.adminLanguagesList.replace(/list$/, ''), 'Admin languages'],
  [paths.langAdminMessages, 'Admin languages'],
  [paths.languagesOptions, 'Options'],
  [paths.countriesOptions, 'Options'],
  [paths.variablesPresetsOptions, 'Options'],
  [paths.worldEventsOptions, 'Options'],
  [paths.gameInfo.replace(/info$/, ''), 'Players'],
];
const tagOf = (url: string) =>
  TAGS.find(([prefix]) => url.startsWith(prefix))?.[1] ?? 'Authentication and session';

/**
 * The API reference: an OpenAPI 3.1 document generated from the routes' zod schemas (the
 * contracts), browsable with Swagger UI at `/api/docs`. Each API route also gets the error
 * responses every route of its kind shares (see `errors` in `route-errors.ts`), beside those it
 * declares itself. Only API paths are documented; static files and the player pages are not.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const schema: FastifySchema = route.schema ?? {};
      if (!API_URLS.has(route.url) || schema.hide) return;
      const unsafe = [route.method].flat().some((method) => !SAFE_METHODS.has(method));
      const shared: ErrorStatus[] = [
        ...(schema.body
          ? ([400, 413, 415, 422] as const)
          : schema.querystring
            ? [422 as const]
            : []),
        ...(unsafe ? [419 as const] : []),
        500,
        503,
      ];
      route.schema = {
        tags: [tagOf(route.url)],
        ...schema,
        response: { ...errors(...shared), ...(schema.response as object | undefined) },
      };
    });

    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Orbis API',
          version: '1',
          description:
            'The calls of the back-office, the host console, the projector and the player app. ' +
            'Bodies are JSON; ids are integers. Every unsafe request carries the `X-XSRF-TOKEN` ' +
            'header echoing the `XSRF-TOKEN` cookie (`GET /sanctum/csrf-cookie` sets it); the ' +
            'session is a cookie set by `POST /login` or `POST /api/game/join`. Errors are ' +
            '`{ message }`, or `{ message, errors }` on 422, in the user’s language.',
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      // No request to validator.swagger.io: the page only calls this server.
      uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'orbis-openapi' },
);
