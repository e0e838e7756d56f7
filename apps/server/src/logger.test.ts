import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.js';

describe('the log settings', () => {
  it('pretty-prints on a terminal only, and writes JSON lines elsewhere', () => {
    expect(loggerOptions('debug', false)).toEqual({ level: 'debug', stream: process.stdout });
    expect(loggerOptions('info', true)).toMatchObject({
      level: 'info',
      transport: { target: 'pino-pretty' },
    });
  });

  it('names a transport the server package can load', async () => {
    const pretty = (await import('pino-pretty')).default;
    expect(typeof pretty).toBe('function');
  });
});
