import type { FastifyServerOptions } from 'fastify';

/**
 * The server's log settings. On a terminal, readable lines by pino-pretty (in a worker thread,
 * so formatting never holds up a request); anywhere else (a file, a pipe, a log collector) one
 * JSON object per line, as pino writes it.
 */
export function loggerOptions(level: string, terminal: boolean): FastifyServerOptions['logger'] {
  if (!terminal) return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
