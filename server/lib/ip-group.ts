import ipaddr from 'ipaddr.js';

/**
 * The address a per-IP limit counts: IPv4 as it is; IPv6 by its /64, the block one subscriber is given
 * (rotating inside it must not buy a fresh budget); IPv4-mapped IPv6 as the IPv4 it carries.
 */
export function ipGroup(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  let addr = ipaddr.parse(ip);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) addr = (addr as ipaddr.IPv6).toIPv4Address();
  if (addr.kind() === 'ipv4') return addr.toString();
  const parts = (addr as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}
