import {
  CreatedResponse,
  HostAddBody,
  HostDetailResponse,
  HostGetResponse,
  HostList,
  HostUpdateBody,
  IdBody,
  IdQuery,
  NoContent,
  paths,
} from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../route-errors.js';
import { created, noContent } from '../../route-answers.js';
import * as hosts from '../../modules/hosts/service.js';

/** Hosts (admin only). */
const hostsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authorize('admin');

  app.get(
    paths.hostsList,
    { onRequest: admin, schema: { response: { 200: HostList, ...errors(401, 403) } } },
    () => hosts.listHosts(app.db),
  );

  app.post(
    paths.hostsAdd,
    {
      onRequest: admin,
      schema: { body: HostAddBody, response: { 201: CreatedResponse, ...errors(401, 403) } },
    },
    created((req) => hosts.addHost(app.db, app.cache, req.body)),
  );

  app.get(
    paths.hostsGet,
    {
      onRequest: admin,
      schema: {
        querystring: IdQuery,
        response: { 200: HostGetResponse, ...errors(401, 403, 404) },
      },
    },
    (req) => hosts.getHost(app.db, req.query.id),
  );

  app.post(
    paths.hostsUpdate,
    {
      onRequest: admin,
      schema: { body: HostUpdateBody, response: { 204: NoContent, ...errors(401, 403, 404) } },
    },
    noContent((req) => hosts.updateHost(app.db, app.cache, req.body.host)),
  );

  app.post(
    paths.hostsDelete,
    {
      onRequest: admin,
      schema: { body: IdBody, response: { 204: NoContent, ...errors(401, 403, 404) } },
    },
    noContent((req) => hosts.deleteHost(app.db, app.cache, req.body.id)),
  );

  app.get(
    paths.hostsDetail,
    {
      onRequest: admin,
      schema: {
        querystring: IdQuery,
        response: { 200: HostDetailResponse, ...errors(401, 403, 404) },
      },
    },
    (req) => hosts.hostDetail(app.db, req.query.id),
  );
};

export default hostsRoutes;
