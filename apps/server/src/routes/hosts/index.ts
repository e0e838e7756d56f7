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
import { adding, changing, listing, readingById } from '../../route-schemas.js';
import { created, noContent } from '../../route-answers.js';
import * as hosts from '../../modules/hosts/service.js';

/** Hosts (admin only). */
const hostsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authorize('admin');

  app.get(paths.hostsList, { onRequest: admin, schema: listing(HostList) }, () =>
    hosts.listHosts(app.db),
  );

  app.post(
    paths.hostsAdd,
    { onRequest: admin, schema: adding(HostAddBody) },
    created((req) => hosts.addHost(app.db, app.cache, req.body)),
  );

  app.get(paths.hostsGet, { onRequest: admin, schema: readingById(HostGetResponse) }, (req) =>
    hosts.getHost(app.db, req.query.id),
  );

  app.post(
    paths.hostsUpdate,
    { onRequest: admin, schema: changing(HostUpdateBody) },
    noContent((req) => hosts.updateHost(app.db, app.cache, req.body.host)),
  );

  app.post(
    paths.hostsDelete,
    { onRequest: admin, schema: changing(IdBody) },
    noContent((req) => hosts.deleteHost(app.db, app.cache, req.body.id)),
  );

  app.get(paths.hostsDetail, { onRequest: admin, schema: readingById(HostDetailResponse) }, (req) =>
    hosts.hostDetail(app.db, req.query.id),
  );
};

export default hostsRoutes;
