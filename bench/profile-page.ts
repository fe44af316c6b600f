/**
 * Where a page's main-thread time goes (issue #16 item 6): Chromium loads the page at a CPU slowdown
 * while V8's sampling profiler runs, and the self time of every sample is summed per original
 * source file and line through the build's source maps. Lighthouse says how slow a page is; this
 * says which code makes it so (it found the first Intl formatter's calendar-data load and React
 * Router's development build). Prints; writes nothing to RESULTS.md.
 *
 *   node bench/profile-page.ts [path] [--cpu 8] [--top 30]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { type RawSourceMap, SourceMapConsumer } from 'source-map';
import { buildWebIfStale } from '../scripts/build-web.ts';
import { root, startServer } from './support.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { cpu: { type: 'string', default: '8' }, top: { type: 'string', default: '30' } },
});
const page = positionals[0] ?? '/';

buildWebIfStale();
const server = await startServer('profile', { DEMO: 'true' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
});
let profile: Profile;
try {
  // A phone-sized window, as Lighthouse's mobile preset.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await tab.goto(`${server.base}${page}`);
  await tab.waitForTimeout(6000);
  profile = ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile;
} finally {
  await browser.close();
  await server.stop();
}

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<number, number>();
for (const [i, id] of profile.samples.entries()) {
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}

const assets = path.join(root, 'apps/web/dist/assets');
const maps = new Map<string, SourceMapConsumer>();
async function mapFor(file: string): Promise<SourceMapConsumer | undefined> {
  if (!file.endsWith('.js') || !existsSync(path.join(assets, `${file}.map`))) return undefined;
  if (!maps.has(file)) {
    const raw = JSON.parse(readFileSync(path.join(assets, `${file}.map`), 'utf8')) as RawSourceMap;
    maps.set(file, await new SourceMapConsumer(raw));
  }
  return maps.get(file);
}

const bySource = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const frame = nodes.get(id)?.callFrame;
  if (!frame) continue;
  const file = frame.url.split('/').pop() ?? '';
  let key = file ? `${file} ${frame.functionName}` : frame.functionName;
  const map = await mapFor(file);
  if (map) {
    const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    key = `${(at.source ?? file).replace(/.*node_modules\//, '')}:${at.line ?? '?'} ${at.name ?? frame.functionName}`;
  }
  bySource.set(key, (bySource.get(key) ?? 0) + micros);
}
const total = [...selfMicros.values()].reduce((sum, micros) => sum + micros, 0);
console.log(`${page} at ${values.cpu}x CPU slowdown: ${(total / 1000).toFixed(0)} ms profiled, self time by source:`);
for (const [key, micros] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) {
  console.log(`${(micros / 1000).toFixed(1).padStart(9)} ms  ${key}`);
}
