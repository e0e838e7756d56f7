import {
  CreatedResponse,
  HostAddBody,
  HostDetailResponse,
  HostGetResponse,
  HostList,
  HostUpdateBody,
  IdBody,
  IdQuery,
  paths,
} from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as hosts from '../../modules/hosts/service.js';

/** Hosts (admin only). */
const hostsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authorize('admin');

  app.get(paths.hostsList, { onRequest: admin, schema: { response: { 200: HostList } } }, () =>
    hosts.listHosts(app.db),
  );

  app.post(
    paths.hostsAdd,
    { onRequest: admin, schema: { body: HostAddBody, response: { 201: CreatedResponse } } },
    async (req, reply) => reply.status(201).send({ id: await hosts.addHost(app.db, req.body) }),
  );

  app.get(
    paths.hostsGet,
    { onRequest: admin, schema: { querystring: IdQuery, response: { 200: HostGetResponse } } },
    (req) => hosts.getHost(app.db, req.query.id),
  );

  app.post(
    paths.hostsUpdate,
    { onRequest: admin, schema: { body: HostUpdateBody } },
    async (req, reply) => {
      await hosts.updateHost(app.db, req.body.host);
      return reply.status(204).send();
    },
  );

  app.post(
    paths.hostsDelete,
    { onRequest: admin, schema: { body: IdBody } },
    async (req, reply) => {
      await hosts.deleteHost(app.db, req.body.id);
      return reply.status(204).send();
    },
  );

  app.get(
    paths.hostsDetail,
    { onRequest: admin, schema: { querystring: IdQuery, response: { 200: HostDetailResponse } } },
    (req) => hosts.hostDetail(app.db, req.query.id),
  );
};

export default hostsRoutes;
