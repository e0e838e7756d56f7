// Network interface lists as os.networkInterfaces() gives them, for the access link's tests.
import type os from 'node:os';
import type { NetworkInterfaces } from '../network-addresses.js';

/** One address of an interface. */
export function nic(
  address: string,
  family: 'IPv4' | 'IPv6' = 'IPv4',
  internal = false,
): os.NetworkInterfaceInfo {
  const base = { address, netmask: '255.255.255.0', mac: '02:00:00:00:00:01', internal };
  return family === 'IPv4'
    ? { ...base, family, cidr: `${address}/24` }
    : { ...base, family, cidr: `${address}/64`, scopeid: 0 };
}

/** A machine with no network: loopback only. */
export const LOOPBACK_ONLY: NetworkInterfaces = {
  lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
};

/** A laptop on a hotspot (wlan0), with a container bridge listed after it. */
export const LAPTOP: NetworkInterfaces = {
  ...LOOPBACK_ONLY,
  wlan0: [nic('fe80::1c2d', 'IPv6'), nic('192.168.43.17')],
  docker0: [nic('172.17.0.1')],
};
