// Which address phones in the room can reach this server at: the access link's origin and the
// start-up lines both come from here (API.md `access_link` and "The room"). A facilitator's
// laptop opened at http://localhost:8080 is the commonest venue, and no phone can open that.
import net from 'node:net';
import type os from 'node:os';

/** The machine's network interfaces, as `os.networkInterfaces()` lists them. */
export type NetworkInterfaces = ReturnType<typeof os.networkInterfaces>;

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
// "Any address": a browser on the machine reaches the machine itself with it, a phone never.
loopback.addAddress('0.0.0.0', 'ipv4');
loopback.addAddress('::', 'ipv6');

/** `host` (a Host header: `name`, `name:port`, `[v6]`, `[v6]:port`) split into name and port. */
export function splitHost(host: string): { name: string; port: string | null } {
  const bracketed = /^\[([^\]]*)\](?::(\d*))?$/.exec(host);
  if (bracketed) return { name: bracketed[1] ?? '', port: bracketed[2] || null };
  // A bare IPv6 address has colons of its own and no port.
  if (net.isIPv6(host)) return { name: host, port: null };
  const colon = host.lastIndexOf(':');
  if (colon < 0) return { name: host, port: null };
  return { name: host.slice(0, colon), port: host.slice(colon + 1) || null };
}

/**
 * Whether `name` (a host name or an address, IPv6 with or without brackets) names the machine
 * itself: localhost (and `*.localhost`), 127.x, ::1, or the "any" addresses.
 */
export function isLoopback(name: string): boolean {
  const bare = name
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (net.isIPv4(bare)) return loopback.check(bare, 'ipv4');
  if (net.isIPv6(bare)) return loopback.check(bare.replace(/%.*$/, ''), 'ipv6');
  return false;
}

/** The machine's non-internal IPv4 addresses, in the order the system lists its interfaces. */
export function networkAddresses(interfaces: NetworkInterfaces): string[] {
  const found: string[] = [];
  for (const list of Object.values(interfaces)) {
    for (const info of list ?? []) {
      if (info.family === 'IPv4' && !info.internal && !found.includes(info.address))
        found.push(info.address);
    }
  }
  return found;
}

/** Whether HOST makes the server listen on every address of the machine. */
export function listensEverywhere(host: string): boolean {
  return host === '' || host === '0.0.0.0' || host === '::' || host === '[::]';
}

/**
 * The addresses on which phones reach a server listening on `listenHost`: the machine's network
 * addresses when it listens on all of them; none when it listens on loopback only (whatever the
 * machine's addresses); else the one address it listens on.
 */
export function phoneAddresses(listenHost: string, interfaces: NetworkInterfaces): string[] {
  if (listensEverywhere(listenHost)) return networkAddresses(interfaces);
  const host = listenHost.replace(/^\[|\]$/g, '');
  return isLoopback(host) ? [] : [host];
}

/** An address as it stands in a URL: IPv6 in brackets. */
function urlHost(address: string): string {
  return net.isIPv6(address) ? `[${address}]` : address;
}

export interface AccessOriginInput {
  /** PUBLIC_URL, without its trailing slash; it wins when set. */
  publicUrl: string | null;
  /** The protocol and Host header the host's browser used. */
  protocol: string;
  host: string;
  /** Where the server listens (HOST). */
  listenHost: string;
  interfaces: NetworkInterfaces;
}

/**
 * The origin of a game's access link (API.md `access_link`): PUBLIC_URL; else the address the
 * host's browser used, unless that is the machine itself: then the machine's network address
 * with the browser's port. With no network address the loopback origin stays, and the control
 * screen warns that no phone can open it.
 */
export function accessOrigin(input: AccessOriginInput): string {
  if (input.publicUrl) return input.publicUrl;
  const used = `${input.protocol}://${input.host}`;
  const { name, port } = splitHost(input.host);
  if (!isLoopback(name)) return used;
  const address = phoneAddresses(input.listenHost, input.interfaces)[0];
  if (!address) return used;
  return `${input.protocol}://${urlHost(address)}${port ? `:${port}` : ''}`;
}

export interface StartupAddressesInput {
  publicUrl: string | null;
  listenHost: string;
  port: number;
  interfaces: NetworkInterfaces;
}

/**
 * Every address phones can use, PUBLIC_URL first when set, then the machine's network addresses
 * the server listens on, and the machine's own (loopback) address last, with whether a phone can
 * use it.
 */
export function startupAddresses(input: StartupAddressesInput): { url: string; phones: boolean }[] {
  const host = input.listenHost.replace(/^\[|\]$/g, '');
  const network = phoneAddresses(input.listenHost, input.interfaces);
  const own = listensEverywhere(host) ? 'localhost' : isLoopback(host) ? host : null;
  const urls = [
    ...(input.publicUrl ? [{ url: input.publicUrl, phones: !isLoopbackUrl(input.publicUrl) }] : []),
    ...network.map((a) => ({ url: `http://${urlHost(a)}:${input.port}`, phones: true })),
    ...(own ? [{ url: `http://${urlHost(own)}:${input.port}`, phones: false }] : []),
  ];
  return urls
    .filter((u, i) => urls.findIndex((v) => v.url === u.url) === i)
    .sort((a, b) => Number(b.phones) - Number(a.phones));
}

/** Whether a URL names the machine itself (a PUBLIC_URL of http://localhost:8080, say). */
export function isLoopbackUrl(url: string): boolean {
  return URL.canParse(url) && isLoopback(new URL(url).hostname);
}
