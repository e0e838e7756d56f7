// What the control screen says about the access link: which address the phones must reach, and
// whether any phone can (API.md `access_link`: a loopback link means the server's computer has
// no network address, or PUBLIC_URL names it). Decided from the link alone.

export interface LinkReach {
  /** The address as phones type it: host name or IP, with the port when there is one. */
  address: string;
  /** No phone can open it: it is the server's computer itself. */
  loopback: boolean;
  /** An address of a local network (an IP address, a `.local` name): phones join that network. */
  local: boolean;
}

/** Whether `name` (a URL's hostname, IPv6 in brackets) is the computer itself. */
export function isLoopbackName(name: string): boolean {
  const bare = name
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (/^127(\.\d{1,3}){3}$/.test(bare) || bare === '0.0.0.0') return true;
  // ::1 and :: in any spelling, and IPv4-mapped loopback (URL writes it ::ffff:7f00:1).
  if (/^[0:]*:(0*1)?$/.test(bare)) return true;
  return /^::ffff:(127\.|7f[0-9a-f]{2}:)/.test(bare);
}

export function linkReach(link: string): LinkReach {
  const url = new URL(link);
  const name = url.hostname;
  const ip = /^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name.startsWith('[');
  return {
    address: url.host,
    loopback: isLoopbackName(name),
    local: ip || name.endsWith('.local'),
  };
}
