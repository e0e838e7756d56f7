import fp from 'fastify-plugin';

/**
 * `Cache-Control: no-store` on every answer that does not choose its own caching (only static
 * files do: uploaded images and the web app). API answers belong to whoever asks: a signed-in
 * user, a player's team, or at least the visitor's XSRF token. So no browser or proxy may keep
 * them, and every call, present or to come, inherits this without having to ask for it.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (_req, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'orbis-cache-control' },
);
