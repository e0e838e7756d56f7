import {
  HostAddBody,
  HostDetailResponse,
  HostGetResponse,
  HostList,
  HostUpdateBody,
  IdBody,
  paths,
} from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adding, changing, listing, readingById } from '../../catalogue-calls.js';
import * as hosts from '../../modules/hosts/service.js';

/** Hosts (admin only). */
const hostsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call here is the admin's.
  app.addHook('onRequest', app.authorize('admin'));

  app.get(
    paths.hostsList,
    listing(HostList, () => hosts.listHosts(app.db)),
  );

  app.post(
    paths.hostsAdd,
    adding(HostAddBody, (body) => hosts.addHost(app.db, app.cache, body)),
  );

  app.get(
    paths.hostsGet,
    readingById(HostGetResponse, (id) => hosts.getHost(app.db, id)),
  );

  app.post(
    paths.hostsUpdate,
    changing(HostUpdateBody, async (body) => {
      await hosts.updateHost(app.db, app.cache, body.host);
      // A new password ends the host's sessions: their sockets leave the games' channels too.
      if (body.host.password) await app.accessEnded({ userId: body.host.id });
    }),
  );

  app.post(
    paths.hostsDelete,
    changing(IdBody, async (body) => {
      await hosts.deleteHost(app.db, app.cache, body.id);
      await app.accessEnded({ userId: body.id });
    }),
  );

  app.get(
    paths.hostsDetail,
    readingById(HostDetailResponse, (id) => hosts.hostDetail(app.db, id)),
  );
};

export default hostsRoutes;
