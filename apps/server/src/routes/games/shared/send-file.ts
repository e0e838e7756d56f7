import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ExportFile } from '../../../modules/games/screens/export.js';

/** Sends an export as a download: an attachment by its name, never kept by a cache on the way. */
export function sendFile(reply: FastifyReply, file: ExportFile): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/**
 * The schema of a download's answer, described for the API reference. Any: the answer is bytes,
 * which Fastify sends as they are, past the JSON serializer.
 */
export const fileAnswer = (description: string) => z.any().describe(description);
