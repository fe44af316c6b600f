/**
 * The server's token signing keys (ARCHITECTURE.md, Tokens): from configuration when given,
 * otherwise generated on first start and kept in DATA_DIR/keys (readable by the owner only),
 * or in memory when DATA_DIR is 'memory://' (tests).
 *
 * Every instance behind a load balancer must share the keys: set JWT_PRIVATE_KEY there, or
 * share DATA_DIR.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
} from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type SigningAlgorithm = 'EdDSA' | 'ES256';

export interface SigningKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  algorithm: SigningAlgorithm;
  /** Names the key in token headers so a later key rotation can tell keys apart. */
  keyId: string;
  /**
   * A secret derived from the private key for keyed hashes of low-entropy values
   * (verification codes), so a copy of the database alone cannot test guesses.
   */
  derivedSecret(purpose: string): Buffer;
}

export interface KeySource {
  privateKeyPem: string | undefined;
  publicKeyPem: string | undefined;
  dataDir: string;
}

const PRIVATE_FILE = 'token-signing.key.pem';
const PUBLIC_FILE = 'token-signing.pub.pem';

export async function loadSigningKeys(source: KeySource): Promise<SigningKeys> {
  if (source.privateKeyPem) return fromPem(source.privateKeyPem, source.publicKeyPem);
  if (source.publicKeyPem) throw new Error('JWT_PUBLIC_KEY is set without JWT_PRIVATE_KEY');
  if (source.dataDir === 'memory://') return fromKeyObject(generateKeyPairSync('ed25519').privateKey);
  return fromKeyFolder(path.join(source.dataDir, 'keys'));
}

function fromPem(privatePem: string, publicPem: string | undefined): SigningKeys {
  const keys = fromKeyObject(createPrivateKey(privatePem));
  if (publicPem) {
    const given = createPublicKey(publicPem).export({ type: 'spki', format: 'der' });
    if (!given.equals(keys.publicKey.export({ type: 'spki', format: 'der' }))) {
      throw new Error('JWT_PUBLIC_KEY does not belong to JWT_PRIVATE_KEY');
    }
  }
  return keys;
}

/** Generated once; a second process starting at the same moment reads the first one's key. */
async function fromKeyFolder(dir: string): Promise<SigningKeys> {
  const privatePath = path.join(dir, PRIVATE_FILE);
  try {
    return fromKeyObject(createPrivateKey(await readFile(privatePath, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  try {
    await writeFile(privatePath, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fromKeyObject(createPrivateKey(await readFile(privatePath, 'utf8')));
  }
  // The public half is written for operators who verify tokens elsewhere; it is not read back.
  await writeFile(path.join(dir, PUBLIC_FILE), publicKey.export({ type: 'spki', format: 'pem' }), { mode: 0o600 });
  return fromKeyObject(privateKey);
}

function fromKeyObject(privateKey: KeyObject): SigningKeys {
  const algorithm = algorithmOf(privateKey);
  const publicKey = createPublicKey(privateKey);
  const publicDer = publicKey.export({ type: 'spki', format: 'der' });
  const privateDer = privateKey.export({ type: 'pkcs8', format: 'der' });
  return {
    privateKey,
    publicKey,
    algorithm,
    keyId: createHash('sha256').update(publicDer).digest('base64url').slice(0, 16),
    derivedSecret: (purpose) => Buffer.from(hkdfSync('sha256', privateDer, 'tidings', purpose, 32)),
  };
}

function algorithmOf(key: KeyObject): SigningAlgorithm {
  if (key.asymmetricKeyType === 'ed25519') return 'EdDSA';
  if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1') return 'ES256';
  throw new Error('the token signing key must be Ed25519 or EC P-256');
}
