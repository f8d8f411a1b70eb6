import { BlockList, isIP } from 'node:net';

// geoip-country loads its dataset (shipped inside the package) into memory when first required.
let geoip: typeof import('geoip-country') | undefined;

const local = new BlockList();
for (const [net, bits] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
  ['0.0.0.0', 8],
] as const) {
  local.addSubnet(net, bits, 'ipv4');
}
local.addAddress('::1', 'ipv6');
local.addSubnet('fc00::', 7, 'ipv6');
local.addSubnet('fe80::', 10, 'ipv6');

/** IPv4 addresses arrive as `::ffff:a.b.c.d` on dual-stack sockets. */
export function normalizeIp(ip: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return m ? m[1]! : ip;
}

export function isLocalAddress(ip: string): boolean {
  const address = normalizeIp(ip);
  const family = isIP(address);
  if (family === 0) return false;
  return local.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether `ip` is in mainland China (Hong Kong, Macao and Taiwan have their own country codes in the
 * dataset and answer false). Loopback and private addresses answer `localAnswer`; an address the dataset
 * does not know answers false.
 */
export function isMainlandChina(ip: string, localAnswer: boolean): boolean {
  const address = normalizeIp(ip);
  if (isIP(address) === 0) return false;
  if (isLocalAddress(address)) return localAnswer;
  geoip ??= require('geoip-country') as typeof import('geoip-country');
  return geoip.lookup(address)?.country === 'CN';
}
