/**
 * Requests that may reach only the public internet. Image links come from publishers' feeds, which
 * we do not control: a feed (or a redirect from its image host) naming `http://169.254.169.254/…`,
 * `http://localhost:5432/` or a host whose DNS answers with a private address would otherwise have
 * the pipeline send requests inside our own network (server-side request forgery). The check is made
 * on the address the connection is actually opened to (a DNS lookup hook on the connection), so a
 * name that resolves to a public address when checked and a private one when connected (DNS
 * rebinding) is refused too; a literal address in the link is checked before any request.
 */
import { type LookupAddress, type LookupAllOptions, type LookupOneOptions, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent } from 'undici';

/**
 * Address ranges that are not the public internet (IANA special-purpose registries). An IPv4-mapped
 * IPv6 address ("::ffff:127.0.0.1") is checked against the IPv4 ranges by `BlockList` itself.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible ("::127.0.0.1")
  ['64:ff9b:1::', 48], // NAT64 for local use
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed by some)
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/**
 * IPv6 ranges that carry an IPv4 address in a known place: the well-known NAT64 prefix (an IPv6-only
 * host behind DNS64 reaches every IPv4-only server so) in the last 32 bits, and 6to4 in bits 16–48.
 * Such an address is as public as the IPv4 address it carries.
 */
const CARRIERS = new BlockList();
CARRIERS.addSubnet('64:ff9b::', 96, 'ipv6');
CARRIERS.addSubnet('2002::', 16, 'ipv6');

/** The eight 16-bit groups of an IPv6 address ("::1", "64:ff9b::10.0.0.1"). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  let text = address;
  if (dotted) {
    const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number];
    text = `${address.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (side: string) => (side ? side.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
}

/** Whether an IP address (v4 or v6, without brackets) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (NOT_PUBLIC.check(address, 'ipv6')) return false;
  if (!CARRIERS.check(address, 'ipv6')) return true;
  const groups = ipv6Groups(address.toLowerCase());
  const [high, low] = groups[0] === 0x2002 ? [groups[1], groups[2]] : [groups[6], groups[7]];
  const carried = [(high ?? 0) >> 8, (high ?? 0) & 255, (low ?? 0) >> 8, (low ?? 0) & 255].join('.');
  return !NOT_PUBLIC.check(carried, 'ipv4');
}

/** The error a request to a non-public address fails with (`code`). */
export const NOT_PUBLIC_CODE = 'ENOTPUBLIC';

function notPublic(host: string, address: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(
    host === address ? `${address} is not a public address` : `${host} is at ${address}, not a public address`,
  );
  error.code = NOT_PUBLIC_CODE;
  return error;
}

/**
 * A URL's host when it is an IP address that is not public ("127.0.0.1", "[::1]"), with the error
 * to give; undefined for a public address or a name (names are checked when connecting).
 */
export function literalNotPublic(url: URL): NodeJS.ErrnoException | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) !== 0 && !isPublicAddress(host) ? notPublic(host, host) : undefined;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** `dns.lookup` as a connection calls it, refusing a name with any address that is not public. */
export function publicLookup(hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback) {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) {
      callback(error, []);
      return;
    }
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused) {
      callback(notPublic(hostname, refused.address), []);
      return;
    }
    const [first] = addresses;
    if (options.all) callback(null, addresses);
    else if (first) callback(null, first.address, first.family);
    else callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
  });
}

let agent: Agent | undefined;

/** The connection pool of public-only requests: every connection it opens goes through `publicLookup`. */
export function publicOnlyAgent(): Agent {
  agent ??= new Agent({ connect: { lookup: publicLookup } });
  return agent;
}
