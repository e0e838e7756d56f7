import { chroniclePagePath, playerGamePath } from '@orbis/contracts';
import type { FastifyRequest } from 'fastify';
import { accessOrigin } from '../../../network-addresses.js';

/**
 * A game's access link (API.md `access_link`): PUBLIC_URL/game/{id}, else the address the host's
 * browser used, so phones on the same network can open it, unless that address is the machine
 * itself (a laptop opened at localhost): then the machine's network address.
 */
export function accessLink(req: FastifyRequest, gameId: number): string {
  return `${origin(req)}${playerGamePath(gameId)}`;
}

/**
 * The addresses of published chronicles, from the same origin as the access links: the room's
 * phones open them on the same network, and PUBLIC_URL makes them reachable from home.
 */
export function chronicleLinks(req: FastifyRequest): (token: string) => string {
  const from = origin(req);
  return (token) => `${from}${chroniclePagePath(token)}`;
}

function origin(req: FastifyRequest): string {
  const { config } = req.server;
  return accessOrigin({
    publicUrl: config.publicUrl,
    protocol: req.protocol,
    host: req.host,
    listenHost: config.host,
    interfaces: req.server.networkInterfaces(),
  });
}
