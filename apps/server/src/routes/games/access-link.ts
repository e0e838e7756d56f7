import { playerGamePath } from '@orbis/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * A game's access link: PUBLIC_URL/game/{id}, else the address the browser used, so phones on
 * the same network can open it.
 */
export function accessLink(req: FastifyRequest, gameId: number): string {
  return `${req.server.config.publicUrl ?? `${req.protocol}://${req.host}`}${playerGamePath(gameId)}`;
}
