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
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64 to any IPv4, private ones too
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, embeds any IPv4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (v4 or v6, without brackets) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
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
