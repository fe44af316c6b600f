/**
 * Environment -> typed configuration (ARCHITECTURE.md, Configuration). Parsed once at start;
 * a bad value stops the server with a message naming the variable.
 */
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FLAGS, type FeatureFlags } from '@tidings/core/flags';
import { z } from 'zod';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SAMPLE_EDITION_DIR = path.join(REPO_ROOT, 'data/sample');
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');

/** The IP database that ships with the server (CC0, country level): the IP step works out of the box. */
export const BUNDLED_IP_DATABASE = createRequire(import.meta.url).resolve(
  '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb',
);

const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'], {
    error: 'must be one of true, false, 1, 0, on, off, yes, no',
  })
  .transform((value) => ['true', '1', 'on', 'yes'].includes(value));

const url = (protocols: string[]) =>
  z
    .url({ error: `must be a URL (${protocols.join(', ')})` })
    .refine(
      (value) => protocols.some((p) => value.startsWith(`${p}:`)),
      `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    );

/** A PEM from the environment; "\n" escapes are accepted where a platform cannot hold newlines. */
const pem = (kind: 'private' | 'public') =>
  z
    .string()
    .transform((value) => value.replaceAll('\\n', '\n').trim())
    .refine((value) => {
      try {
        const key = kind === 'private' ? createPrivateKey(value) : createPublicKey(value);
        return key.asymmetricKeyType === 'ed25519' || key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
      } catch {
        return false;
      }
    }, `must be a PEM ${kind} key, Ed25519 or EC P-256`);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://tidings.example' }).optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Tidings <no-reply@tidings.local>'),
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify trustProxy): unset trusts none, so a client
   * cannot pick its own IP for the per-IP limits; 'loopback', a hop count, or addresses/CIDRs.
   */
  TRUST_PROXY: z.string().trim().min(1).optional(),
  JWT_PRIVATE_KEY: pem('private').optional(),
  JWT_PUBLIC_KEY: pem('public').optional(),
  NEWS_EDITION: z.string().min(1).optional(),
  /** How often the server looks for a newly published edition (a stat when NEWS_EDITION is a file). */
  EDITION_CHECK_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1 second')
    .max(3600, 'must be at most 3600 seconds')
    .default(30),
  /** An .mmdb IP database for the location chain's IP step; 'off' turns the step off. */
  IP_DATABASE: z
    .string()
    .trim()
    .min(1)
    .refine((value) => value === 'off' || existsSync(value), 'must be the path of an .mmdb file, or off')
    .optional(),
  CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  PRIVACY_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  /**
   * The operator's secret for the admin calls (product updates mailed to readers); unset, those
   * calls do not exist. Long and random: it is the only thing standing between anyone and a mailing.
   */
  ADMIN_TOKEN: z.string().trim().min(32, 'must be at least 32 characters (a long random secret)').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO: flag.default(false),
  FEATURE_SIGN_IN: flag.optional(),
  FEATURE_ADS: flag.optional(),
  FEATURE_SHARE: flag.optional(),
  FEATURE_RELATED_STORIES: flag.optional(),
  FEATURE_ABOUT_STORY: flag.optional(),
  FEATURE_DEBUG_TWENTY_STORIES: flag.optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Where shared links point; defaults to http://localhost:{PORT}. */
  publicUrl: string;
  /** 'memory://' keeps the database and generated keys in memory (tests). */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /** ADMIN_TOKEN: the operator's secret for the admin calls; undefined turns them off. */
  adminToken: string | undefined;
  mailFrom: string;
  /** Token signing keys (PEM); unset: generated once and kept in DATA_DIR/keys. */
  jwtPrivateKey: string | undefined;
  jwtPublicKey: string | undefined;
  /** Path or URL of a news.json; undefined means the bundled sample edition. */
  newsEdition: string | undefined;
  /** Seconds between looks for a new edition (EDITION_CHECK_SECONDS). */
  editionCheckSeconds: number;
  /** The IP database of the location chain's IP step; undefined when turned off. */
  ipDatabase: string | undefined;
  /** Where readers write (the footer's contact link, About) and where privacy requests go (Privacy). */
  contact: { general: string; privacy: string };
  logLevel: string;
  demo: boolean;
  flags: FeatureFlags;
  /** The built web app; tests may point it elsewhere or leave it missing. */
  webDistDir: string;
  trustProxy: TrustProxy;
}

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

export class ConfigError extends Error {}

/** TRUST_PROXY as Fastify takes it: a hop count, or a comma-separated list of addresses, CIDRs or names. */
function trustProxyOf(value: string | undefined): TrustProxy {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  if (value === 'true') return true;
  return value.split(',').map((part) => part.trim());
}

/**
 * Contact addresses: as configured, else hello@ and privacy@ the public site's domain, else
 * tidings.local (the domain MAIL_FROM defaults to): never an address of somebody else's domain.
 */
function contactAddresses(
  general: string | undefined,
  privacy: string | undefined,
  publicUrl: string | undefined,
): Config['contact'] {
  const host = publicUrl ? new URL(publicUrl).hostname.replace(/^www\./, '') : '';
  const domain = host && host !== 'localhost' && !/^[\d.:[\]]+$/.test(host) ? host : 'tidings.local';
  return { general: general ?? `hello@${domain}`, privacy: privacy ?? `privacy@${domain}` };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  // The demo shows every sign-in code at /dev/mailbox: it must never serve a public address.
  if (e.DEMO && e.PUBLIC_URL?.startsWith('https://')) {
    throw new ConfigError(
      `Invalid configuration:\n  DEMO: the demo profile shows every sign-in code to this machine and is not for a public site, but PUBLIC_URL is ${e.PUBLIC_URL}. Unset DEMO (or set DEMO=false) to serve readers.`,
    );
  }
  // DECISIONS.md item 7: the demo profile turns sign-in and ads on; explicit flags still win.
  const flags: FeatureFlags = {
    signInEnabled: e.FEATURE_SIGN_IN ?? (e.DEMO || DEFAULT_FLAGS.signInEnabled),
    adsEnabled: e.FEATURE_ADS ?? (e.DEMO || DEFAULT_FLAGS.adsEnabled),
    shareEnabled: e.FEATURE_SHARE ?? DEFAULT_FLAGS.shareEnabled,
    relatedStoriesEnabled: e.FEATURE_RELATED_STORIES ?? DEFAULT_FLAGS.relatedStoriesEnabled,
    aboutStoryEnabled: e.FEATURE_ABOUT_STORY ?? DEFAULT_FLAGS.aboutStoryEnabled,
    debugTwentyStories: e.FEATURE_DEBUG_TWENTY_STORIES ?? DEFAULT_FLAGS.debugTwentyStories,
  };
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: e.DATA_DIR === 'memory://' ? e.DATA_DIR : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    adminToken: e.ADMIN_TOKEN,
    mailFrom: e.MAIL_FROM,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    jwtPrivateKey: e.JWT_PRIVATE_KEY,
    jwtPublicKey: e.JWT_PUBLIC_KEY,
    newsEdition: e.NEWS_EDITION,
    editionCheckSeconds: e.EDITION_CHECK_SECONDS,
    ipDatabase: e.IP_DATABASE === 'off' ? undefined : path.resolve(e.IP_DATABASE ?? BUNDLED_IP_DATABASE),
    contact: contactAddresses(e.CONTACT_EMAIL, e.PRIVACY_EMAIL, e.PUBLIC_URL),
    logLevel: e.LOG_LEVEL,
    demo: e.DEMO,
    flags,
    webDistDir: WEB_DIST_DIR,
  };
}
