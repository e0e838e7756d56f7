import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built web app on the same origin as the API. Hashed assets are cached for a year;
 * index.html is revalidated so a deploy is picked up at once.
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
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  },
  { name: 'orbis-web' },
);
