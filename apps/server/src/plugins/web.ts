import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** The player app's addresses: a game, or a game with the team's country chosen. */
const PLAYER_ROUTES = [
  '/game/:gameId(^\\d{1,10}$)',
  '/game/:gameId(^\\d{1,10}$)/:countryId(^\\d{1,10}$)',
];

/**
 * Serves the built web app on the same origin as the API: the back-office (index.html) and the
 * player app (game.html) for `/game/{gameId}[/{countryId}]`. Hashed assets are cached for a year;
 * the pages are revalidated so a deploy is picked up at once. The build leaves a brotli (`.br`) and
 * a gzip (`.gz`) copy next to each script, style sheet and page; the one the request's
 * `Accept-Encoding` prefers is sent as is (brotli first), the plain file otherwise, always with
 * `Vary: Accept-Encoding`.
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
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    if (!fs.existsSync(path.join(root, 'game.html'))) {
      app.log.warn({ root }, 'player app not built: /game/... is not served');
      return;
    }
    for (const url of PLAYER_ROUTES)
      app.get(url, { schema: { hide: true } }, (_req, reply) =>
        reply.header('Cache-Control', 'no-cache').sendFile('game.html'),
      );
  },
  { name: 'orbis-web' },
);
