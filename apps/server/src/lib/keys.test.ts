import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSigningKeys } from './keys.ts';

describe('the token signing keys', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('are generated once into DATA_DIR/keys, readable by the owner only, and reused on the next start', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tidings-keys-'));
    dirs.push(dataDir);
    const first = await loadSigningKeys({ privateKeyPem: undefined, publicKeyPem: undefined, dataDir });
    const again = await loadSigningKeys({ privateKeyPem: undefined, publicKeyPem: undefined, dataDir });
    expect(again.keyId).toBe(first.keyId);
    expect(first.algorithm).toBe('EdDSA');
    const mode = (await stat(path.join(dataDir, 'keys', 'token-signing.key.pem'))).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('stay in memory for memory://, new on every start', async () => {
    const a = await loadSigningKeys({ privateKeyPem: undefined, publicKeyPem: undefined, dataDir: 'memory://' });
    const b = await loadSigningKeys({ privateKeyPem: undefined, publicKeyPem: undefined, dataDir: 'memory://' });
    expect(a.keyId).not.toBe(b.keyId);
  });

  it('come from configured PEMs (P-256 too), and refuse a public key of another pair', async () => {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const privateKeyPem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const publicKeyPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const keys = await loadSigningKeys({ privateKeyPem, publicKeyPem, dataDir: 'memory://' });
    expect(keys.algorithm).toBe('ES256');

    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'pem' });
    await expect(
      loadSigningKeys({ privateKeyPem, publicKeyPem: other.toString(), dataDir: 'memory://' }),
    ).rejects.toThrow(/does not belong/);
  });
});
