import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adding, changing, listing, readingById } from '../../catalogue-calls.js';
import * as hosts from '../../modules/hosts/service.js';

/** Hosts (admin only: app.ts puts these calls behind the admin check). */
const hostsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api.paths.hostsList,
    listing(api.HostList, () => hosts.listHosts(app.db)),
  );

  app.post(
    api.paths.hostsAdd,
    adding(api.HostAddBody, (body) => hosts.addHost(app.db, app.cache, body)),
  );

  app.get(
    api.paths.hostsGet,
    readingById(api.HostGetResponse, (id) => hosts.getHost(app.db, id)),
  );

  app.post(
    api.paths.hostsUpdate,
    changing(api.HostUpdateBody, async (body) => {
      await hosts.updateHost(app.db, app.cache, body.host);
      // A new password ends the host's sessions: their sockets leave the games' channels too.
      if (body.host.password) await app.accessEnded({ userId: body.host.id });
    }),
  );

  app.post(
    api.paths.hostsDelete,
    changing(api.IdBody, async (body) => {
      await hosts.deleteHost(app.db, app.cache, body.id);
      await app.accessEnded({ userId: body.id });
    }),
  );

  app.get(
    api.paths.hostsDetail,
    readingById(api.HostDetailResponse, (id) => hosts.hostDetail(app.db, id)),
  );
};

export default hostsRoutes;
