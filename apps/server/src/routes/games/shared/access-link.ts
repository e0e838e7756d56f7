import { playerGamePath } from '@orbis/contracts';
import type { FastifyRequest } from 'fastify';
import { accessOrigin } from '../../../network-addresses.js';

/**
 * A game's access link (API.md `access_link`): PUBLIC_URL/game/{id}, else the address the host's
 * browser used, so phones on the same network can open it, unless that address is the machine
 * itself (a laptop opened at localhost): then the machine's network address.
 */
export function accessLink(req: FastifyRequest, gameId: number): string {
  const { config } = req.server;
  const origin = accessOrigin({
    publicUrl: config.publicUrl,
    protocol: req.protocol,
    host: req.host,
    listenHost: config.host,
    interfaces: req.server.networkInterfaces(),
  });
  return `${origin}${playerGamePath(gameId)}`;
}
