import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { isPublicAddress, literalNotPublic, NOT_PUBLIC_CODE, publicLookup } from './public-address.ts';

/** `publicLookup` as a connection calls it, as a promise: the addresses, or the error's code. */
function lookUp(hostname: string, all: boolean) {
  return new Promise<{ code?: string; addresses?: LookupAddress[] | string; family?: number }>((resolve) => {
    publicLookup(hostname, { all } as { all: true }, (error, addresses, family) => {
      resolve(error ? { code: error.code ?? 'none' } : { addresses, ...(family ? { family } : {}) });
    });
  });
}

describe('public addresses', () => {
  it('tells the public internet from private, loopback, link-local and reserved addresses', () => {
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '151.101.1.140',
      '2a00:1450:4001:82b::200e',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
      // NAT64 and 6to4 carry a public IPv4 address: an IPv6-only host behind DNS64 reaches it so.
      '64:ff9b::808:808',
      '64:ff9b::8.8.8.8',
      '2002:0808:0808::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'fd00::1',
      'fe80::1',
      'fec0::1',
      '::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      '64:ff9b:1::1',
      '2002:7f00:1::1',
      '2001:0:4136:e378::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    // The edges of a private range are not in it.
    expect(isPublicAddress('172.15.255.255')).toBe(true);
    expect(isPublicAddress('172.32.0.0')).toBe(true);
  });

  it('refuses a link whose host is a literal address that is not public, and passes names to the lookup', () => {
    expect(literalNotPublic(new URL('http://127.0.0.1:8080/a.jpg'))?.code).toBe(NOT_PUBLIC_CODE);
    expect(literalNotPublic(new URL('http://[::1]/a.jpg'))?.code).toBe(NOT_PUBLIC_CODE);
    expect(literalNotPublic(new URL('http://169.254.169.254/latest/meta-data/'))?.message).toBe(
      '169.254.169.254 is not a public address',
    );
    // However the address is written, the URL reads it as one: decimal, hexadecimal, octal, short.
    for (const link of ['http://2130706433/', 'http://0x7f.1/', 'http://017700000001/', 'http://127.1/', 'http://0/']) {
      expect(literalNotPublic(new URL(link))?.code, link).toBe(NOT_PUBLIC_CODE);
    }
    expect(literalNotPublic(new URL('http://[::ffff:7f00:1]/'))?.code).toBe(NOT_PUBLIC_CODE);
    expect(literalNotPublic(new URL('http://93.184.216.34/a.jpg'))).toBeUndefined();
    expect(literalNotPublic(new URL('https://images.example.com/a.jpg'))).toBeUndefined();
  });

  it('answers a connection with the addresses of a public host, in the form it asks for', async () => {
    // A literal address is answered by dns.lookup itself, without asking a DNS server.
    expect(await lookUp('93.184.216.34', true)).toEqual({ addresses: [{ address: '93.184.216.34', family: 4 }] });
    expect(await lookUp('93.184.216.34', false)).toEqual({ addresses: '93.184.216.34', family: 4 });
  });

  it('refuses a name that resolves to a loopback address', async () => {
    expect(await lookUp('localhost', true)).toEqual({ code: NOT_PUBLIC_CODE });
    expect(await lookUp('localhost', false)).toEqual({ code: NOT_PUBLIC_CODE });
  });
});
