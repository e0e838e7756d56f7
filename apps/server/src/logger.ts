import type { FastifyServerOptions } from 'fastify';

/**
 * The server's log settings. On a terminal, readable lines by pino-pretty (in a worker thread,
 * so formatting never holds up a request); anywhere else (a file, a pipe, a log collector) one
 * JSON object per line, as pino writes it. Both end up on standard output in the order they were
 * logged, with the plain start-up lines (server.ts) after them: JSON lines go through
 * `process.stdout` itself (pino's own writer would still be writing when those lines come), and
 * the terminal's worker writes each line as it gets it, so a flush waits for the lines.
 */
export function loggerOptions(level: string, terminal: boolean): FastifyServerOptions['logger'] {
  if (!terminal) return { level, stream: process.stdout };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: {
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: 'pid,hostname',
        singleLine: true,
        sync: true,
      },
    },
  };
}
