/**
 * Builds the web app when its inputs changed since the last build, so a second `npm start`
 * starts at once. The inputs' fingerprint is kept beside the build.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, globSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const stamp = path.join(dist, '.inputs-sha256');

const INPUTS = [
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/public/**',
  'apps/web/src/**',
  // The app's own art (logo, house ads, default slide) is bundled from the sample's generated images.
  'data/sample/images/*.svg',
  'packages/core/src/**',
  'package-lock.json',
];

function fingerprint(): string {
  const hash = createHash('sha256');
  const files = INPUTS.flatMap((pattern) => globSync(pattern, { cwd: root }))
    .filter((file) => !/\.test\.tsx?$/.test(file) && statSync(path.join(root, file)).isFile())
    .sort();
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

export function buildWebIfStale(): void {
  const current = fingerprint();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === current) {
    console.log('web app is up to date');
    return;
  }
  console.log('building the web app…');
  for (const args of [
    ['vite', 'build', '--logLevel', 'warn'],
    // The server build renders the first view on the server (apps/web/src/entry-server.tsx).
    ['vite', 'build', '--logLevel', 'warn', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr'],
  ]) {
    // Always React's production build: a NODE_ENV of 'test' or 'development' around the caller would
    // otherwise reach Vite and ship React's development build (218 KB instead of 153 KB first load).
    const result = spawnSync('npx', args, {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`the web app build failed: ${args.join(' ')}`);
  }
  writeFileSync(stamp, current);
}

if (import.meta.url === `file://${process.argv[1]}`) buildWebIfStale();
