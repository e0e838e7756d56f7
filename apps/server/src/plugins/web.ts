import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { paths, PLAYER_FIRST_DATA_ID, XSRF_COOKIE } from '@orbis/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { playerFirstData, withFirstData } from '../modules/games/team/player-page.js';

/**
 * A `Link` header's entry asking the browser to fetch the API call `url` with the page: the app's
 * own `fetch` of it (same origin, same credentials) then takes the answer instead of asking.
 */
const preload = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;

/** The player app's addresses: a game, or a game with the team's country chosen. */
const PLAYER_ROUTES = [
  '/game/:gameId(^\\d{1,10}$)',
  '/game/:gameId(^\\d{1,10}$)/:countryId(^\\d{1,10}$)',
];

/** A published chronicle's page: its token (base64url) is its only key. */
const CHRONICLE_ROUTE = '/chronicle/:token(^[A-Za-z0-9_-]{1,100}$)';

/**
 * Serves the built web app on the same origin as the API: the back-office (index.html) and the
 * player app (game.html) for `/game/{gameId}[/{countryId}]` and for a chronicle,
 * `/chronicle/{token}`. Hashed assets are cached for a year;
 * the pages are revalidated so a deploy is picked up at once. The build leaves a brotli (`.br`) and
 * a gzip (`.gz`) copy next to each script, style sheet and page; the one the request's
 * `Accept-Encoding` prefers is sent as is (brotli first), the plain file otherwise, always with
 * `Vary: Accept-Encoding`.
 *
 * The pages save a phone's network round trips before its first paint: each sets the XSRF cookie
 * when the visitor has none (every screen's first POST needs it), and the player page carries
 * the game's info and texts (modules/games/team/player-page.ts), compressed as it is written.
 */
export default fp<{ root: string | null }>(
  async (app, { root }) => {
    if (!root || !fs.existsSync(path.join(root, 'index.html'))) {
      app.log.warn({ root }, 'web app not built: serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      // One wildcard route instead of a route per file: hundreds of flag images would slow the start.
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // A page may set the visitor's XSRF cookie: no shared cache may keep it.
        const page = /\.html(\.br|\.gz)?$/.test(filePath);
        res.header(
          'Cache-Control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : page
              ? 'private, no-cache'
              : 'no-cache',
        );
      },
    });

    /** The XSRF cookie for a visitor without one; without it the app asks `csrf-cookie` later. */
    const giveXsrfCookie = async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.cookies[XSRF_COOKIE]) return;
      await reply
        .issueXsrfCookie()
        .catch((err: unknown) => req.log.warn({ err }, 'no XSRF cookie'));
    };

    // The back-office's page: the same file as the static server's, with the cookie, and the
    // calls its screens make first, fetched while its scripts load: the label map and the
    // authentication check (every screen), and the back-office languages (the login screen's
    // switch and the signed-in top menu). Naming the login's chunks there too was tried: fetched
    // before the main script, they delayed it.
    const firstCalls = [
      preload(paths.adminLanguageMessages),
      preload(paths.checkAuth),
      preload(paths.adminLanguagesOptions),
    ].join(', ');
    app.get('/', { schema: { hide: true } }, async (req, reply) => {
      await giveXsrfCookie(req, reply);
      return reply.header('Link', firstCalls).sendFile('index.html');
    });

    if (!fs.existsSync(path.join(root, 'game.html'))) {
      app.log.warn({ root }, 'player app not built: /game/... is not served');
      return;
    }
    const gamePage = fs.readFileSync(path.join(root, 'game.html'), 'utf8');

    for (const url of PLAYER_ROUTES)
      app.get(url, { schema: { hide: true }, config: { page: true } }, async (req, reply) => {
        const { gameId } = req.params as { gameId: string };
        // Without the database the page loads bare, and the app says what is wrong.
        const data = await playerFirstData(app.db, app.cache, Number(gameId)).catch(
          (err: unknown) => {
            req.log.warn({ err }, 'player page without its first data');
            return null;
          },
        );
        if (data) await giveXsrfCookie(req, reply);
        const playsThisGame = req.session.get('team')?.gameId === data?.info.game.id;
        if (data) reply.header('Link', preload(`${paths.gameState}?gameId=${data.info.game.id}`));
        return reply
          .header('Cache-Control', 'private, no-cache')
          .type('text/html; charset=utf-8')
          .send(withFirstData(gamePage, PLAYER_FIRST_DATA_ID, data, !playsThisGame));
      });

    // The player app's bundle draws the chronicle too (its page reads the path): phone first, and
    // public, so no cookie; its address is a private link, kept out of search engines.
    app.get(CHRONICLE_ROUTE, { schema: { hide: true }, config: { page: true } }, (_req, reply) =>
      reply
        .header('Cache-Control', 'private, no-cache')
        .header('X-Robots-Tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(gamePage),
    );
  },
  { name: 'orbis-web' },
);
