import type { FastifyReply } from 'fastify';
import type { ExportFile } from '../../../modules/games/screens/export.js';

/** Sends an export as a download: an attachment by its name, never kept by a cache on the way. */
export function sendFile(reply: FastifyReply, file: ExportFile): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}
