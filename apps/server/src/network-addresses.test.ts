import { describe, expect, it } from 'vitest';
import {
  accessOrigin,
  isLoopback,
  isLoopbackUrl,
  networkAddresses,
  splitHost,
  startupAddresses,
} from './network-addresses.js';
import { LAPTOP, LOOPBACK_ONLY } from './test/network-interfaces.js';

describe('splitHost', () => {
  it('splits names, IPv4 and bracketed IPv6, with and without a port', () => {
    expect(splitHost('localhost:8080')).toEqual({ name: 'localhost', port: '8080' });
    expect(splitHost('localhost')).toEqual({ name: 'localhost', port: null });
    expect(splitHost('192.168.1.20:80')).toEqual({ name: '192.168.1.20', port: '80' });
    expect(splitHost('[::1]:8080')).toEqual({ name: '::1', port: '8080' });
    expect(splitHost('[::1]')).toEqual({ name: '::1', port: null });
    expect(splitHost('::1')).toEqual({ name: '::1', port: null });
  });
});

describe('isLoopback', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'localhost.',
    'orbis.localhost',
    '127.0.0.1',
    '127.5.6.7',
    '::1',
    '[::1]',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
    '0.0.0.0',
    '::',
  ])('%s is the machine itself', (name) => expect(isLoopback(name)).toBe(true));

  it.each(['192.168.1.20', '10.0.0.1', 'fd00::2', '[fe80::1]', 'orbis.example.org', 'mylocalhost'])(
    '%s is not',
    (name) => expect(isLoopback(name)).toBe(false),
  );

  it('reads URLs the same way', () => {
    expect(isLoopbackUrl('http://localhost:8080')).toBe(true);
    expect(isLoopbackUrl('http://[::1]:8080')).toBe(true);
    expect(isLoopbackUrl('https://orbis.example.org')).toBe(false);
  });
});

describe('networkAddresses', () => {
  it('lists the non-internal IPv4 addresses in the order of the interfaces', () => {
    expect(networkAddresses(LAPTOP)).toEqual(['192.168.43.17', '172.17.0.1']);
    expect(networkAddresses(LOOPBACK_ONLY)).toEqual([]);
    expect(networkAddresses({})).toEqual([]);
  });
});

describe('accessOrigin', () => {
  const base = { publicUrl: null, protocol: 'http', listenHost: '0.0.0.0', interfaces: LAPTOP };

  it('takes PUBLIC_URL whatever the browser used', () => {
    const publicUrl = 'https://play.example.org';
    expect(accessOrigin({ ...base, publicUrl, host: 'localhost:8080' })).toBe(publicUrl);
    expect(accessOrigin({ ...base, publicUrl, host: '192.168.1.20:8080' })).toBe(publicUrl);
  });

  it('keeps an address the phones can reach as the browser used it', () => {
    expect(accessOrigin({ ...base, host: '192.168.1.20:8080' })).toBe('http://192.168.1.20:8080');
    expect(accessOrigin({ ...base, host: 'orbis.lan' })).toBe('http://orbis.lan');
    expect(accessOrigin({ ...base, host: '[fd00::2]:8080' })).toBe('http://[fd00::2]:8080');
  });

  it.each(['localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'LocalHost:8080', '0.0.0.0:8080'])(
    'replaces %s by the first network address, with the port',
    (host) => {
      expect(accessOrigin({ ...base, host })).toBe('http://192.168.43.17:8080');
    },
  );

  it('keeps no port when the browser used none', () => {
    expect(accessOrigin({ ...base, protocol: 'https', host: 'localhost' })).toBe(
      'https://192.168.43.17',
    );
  });

  it('keeps the loopback address when no phone can reach the machine', () => {
    // No network address.
    expect(accessOrigin({ ...base, interfaces: LOOPBACK_ONLY, host: 'localhost:8080' })).toBe(
      'http://localhost:8080',
    );
    // Listening on loopback only: the network address would not answer.
    expect(accessOrigin({ ...base, listenHost: '127.0.0.1', host: '127.0.0.1:8080' })).toBe(
      'http://127.0.0.1:8080',
    );
  });

  it('names the one address the server listens on', () => {
    expect(accessOrigin({ ...base, listenHost: '172.17.0.1', host: 'localhost:8080' })).toBe(
      'http://172.17.0.1:8080',
    );
  });
});

describe('startupAddresses', () => {
  const base = { publicUrl: null, listenHost: '0.0.0.0', port: 8080, interfaces: LAPTOP };

  it('names every network address, then the loopback one', () => {
    expect(startupAddresses(base)).toEqual([
      { url: 'http://192.168.43.17:8080', phones: true },
      { url: 'http://172.17.0.1:8080', phones: true },
      { url: 'http://localhost:8080', phones: false },
    ]);
  });

  it('puts PUBLIC_URL first, and last when it is the machine itself', () => {
    expect(startupAddresses({ ...base, publicUrl: 'https://play.example.org' })[0]).toEqual({
      url: 'https://play.example.org',
      phones: true,
    });
    expect(
      startupAddresses({ ...base, interfaces: LOOPBACK_ONLY, publicUrl: 'http://127.0.0.1:8080' }),
    ).toEqual([
      { url: 'http://127.0.0.1:8080', phones: false },
      { url: 'http://localhost:8080', phones: false },
    ]);
  });

  it('names only the loopback address when the server listens there', () => {
    expect(startupAddresses({ ...base, listenHost: '127.0.0.1' })).toEqual([
      { url: 'http://127.0.0.1:8080', phones: false },
    ]);
    expect(startupAddresses({ ...base, listenHost: '::1' })).toEqual([
      { url: 'http://[::1]:8080', phones: false },
    ]);
  });
});
