import fp from 'fastify-plugin';
import type { DbHandle, Db, Dialect } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
  }
}

/**
 * Decorates the app with the database; closes it with the app when the app owns it. A lost
 * connection is logged (the calls that needed it answer 503: plugins/errors.ts), and so is the
 * end of SQLite's checkpoint worker.
 */
export default fp<{ handle: DbHandle; owned: boolean }>(
  async (app, { handle, owned }) => {
    app.decorate('db', handle.db);
    app.decorate('dialect', handle.dialect);
    handle.reportFaults((err, what) => app.log.warn({ err }, what));
    if (owned) app.addHook('onClose', () => handle.close());
  },
  { name: 'orbis-db' },
);
