/**
 * What a client's address says about it. `request.ip` is the client as Fastify sees it: the
 * socket's peer, or the forwarded client when TRUST_PROXY believes the proxy in between.
 */
import ipaddr from 'ipaddr.js';

function parsed(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = ip.replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return null;
  const address = ipaddr.parse(bare);
  // ::ffff:127.0.0.1 is an IPv4 client on a dual-stack socket.
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (address as ipaddr.IPv6).toIPv4Address();
  }
  return address;
}

/** 127.0.0.0/8 and ::1: a client on this machine. */
export function isLoopback(ip: string): boolean {
  return parsed(ip)?.range() === 'loopback';
}

/**
 * The unit a per-client limit counts: an IPv4 address, or an IPv6 /64. One subscriber gets a
 * whole /64 (RFC 6177), so counting single IPv6 addresses would give each client 2^64 tries.
 */
export function clientGroup(ip: string): string {
  const address = parsed(ip);
  if (!address) return ip;
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
