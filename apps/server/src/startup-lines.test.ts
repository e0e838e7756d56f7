import { describe, expect, it } from 'vitest';
import { startupLines } from './startup-lines.js';
import { LAPTOP, LOOPBACK_ONLY } from './test/network-interfaces.js';

const base = {
  publicUrl: null,
  listenHost: '0.0.0.0',
  port: 8080,
  interfaces: LAPTOP,
  dialect: 'sqlite',
  notices: [],
};

describe('startupLines', () => {
  it('names the addresses for phones, then this computer', () => {
    expect(startupLines(base)).toEqual([
      'Orbis is ready (sqlite).',
      'Phones in the room open one of these addresses:',
      '  http://192.168.43.17:8080',
      '  http://172.17.0.1:8080',
      'This computer only: http://localhost:8080 (sign in at http://localhost:8080/#/login)',
    ]);
  });

  it('ends with the notices, line by line', () => {
    const lines = startupLines({ ...base, notices: ['Sign in as a@b.c\nShown once.'] });
    expect(lines.slice(-3)).toEqual(['', 'Sign in as a@b.c', 'Shown once.']);
  });

  it('says plainly why no phone can reach the server', () => {
    expect(startupLines({ ...base, interfaces: LOOPBACK_ONLY })[1]).toMatch(
      /^No phone can reach this server: this computer has no network address/,
    );
    expect(startupLines({ ...base, listenHost: '127.0.0.1' })[1]).toBe(
      'No phone can reach this server: it listens on 127.0.0.1 only (HOST). ' +
        'Set HOST=0.0.0.0 to let phones in.',
    );
    const local = startupLines({ ...base, publicUrl: 'http://localhost:8080' });
    expect(local.slice(1, 5)).toEqual([
      'Phones in the room open one of these addresses:',
      '  http://192.168.43.17:8080',
      '  http://172.17.0.1:8080',
      'No phone can open the access links: PUBLIC_URL (http://localhost:8080) is this computer.',
    ]);
  });
});
