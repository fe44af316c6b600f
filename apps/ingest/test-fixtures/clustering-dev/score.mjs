#!/usr/bin/env node
// Story-clustering scorer. No dependencies; Node >= 22 (also runs on 20).
//
//   node score.mjs gold.tsv predicted.tsv
//
// Both files: one item per line, `id<TAB>cluster` (extra columns are ignored).
// Blank lines, lines starting with `#`, and a header line whose first field is
// `id` are skipped. The gold file defines the item set: predicted ids that are
// not in gold are ignored (with a warning), and gold ids missing from the
// prediction count as singletons.
//
// Prints pairwise precision/recall/F1 (over unordered item pairs that share a
// cluster) and BCubed precision/recall/F1 (per-item averages), as percentages.
// A ratio with nothing to count (0/0, e.g. pairwise precision of an
// all-singletons prediction) is reported as 100.00; F1 is 0 when P + R is 0.

import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

function fail(message) {
  process.stderr.write(`score.mjs: ${message}\n`);
  process.exit(2);
}

function readAssignments(path) {
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    fail(`cannot read ${path}: ${err.message}`);
  }
  const map = new Map();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trimEnd();
    if (line === '' || line.startsWith('#')) return;
    const fields = line.split('\t');
    const id = fields[0].trim();
    if (index === 0 && id === 'id') return; // header
    if (fields.length < 2 || id === '' || fields[1].trim() === '') {
      fail(`${path}:${index + 1}: expected "id<TAB>cluster"`);
    }
    if (map.has(id)) fail(`${path}:${index + 1}: duplicate id ${id}`);
    map.set(id, fields[1].trim());
  });
  return map;
}

const pairs = (n) => (n * (n - 1)) / 2;
const ratio = (num, den) => (den === 0 ? 1 : num / den);
const f1 = (p, r) => (p + r === 0 ? 0 : (2 * p * r) / (p + r));
const pct = (x) => (100 * x).toFixed(2).padStart(6);

function countBy(values) {
  const counts = new Map();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

export function score(gold, predicted) {
  const ids = [...gold.keys()];
  // Restrict the prediction to gold ids; missing ids become singletons.
  // The NUL prefix keeps these keys apart from any real cluster label.
  const pred = new Map(ids.map((id) => [id, predicted.has(id) ? predicted.get(id) : `\u0000${id}`]));

  const goldSize = countBy(ids.map((id) => gold.get(id)));
  const predSize = countBy(ids.map((id) => pred.get(id)));
  const cellSize = countBy(ids.map((id) => `${gold.get(id)}\u0000\u0001${pred.get(id)}`));

  let goldPairs = 0;
  for (const n of goldSize.values()) goldPairs += pairs(n);
  let predPairs = 0;
  for (const n of predSize.values()) predPairs += pairs(n);
  let bothPairs = 0;
  for (const n of cellSize.values()) bothPairs += pairs(n);

  const pairP = ratio(bothPairs, predPairs);
  const pairR = ratio(bothPairs, goldPairs);

  let bP = 0;
  let bR = 0;
  for (const id of ids) {
    const g = gold.get(id);
    const p = pred.get(id);
    const overlap = cellSize.get(`${g}\u0000\u0001${p}`);
    bP += overlap / predSize.get(p);
    bR += overlap / goldSize.get(g);
  }
  const n = ids.length;
  const bcubedP = n === 0 ? 1 : bP / n;
  const bcubedR = n === 0 ? 1 : bR / n;

  return {
    items: n,
    goldClusters: goldSize.size,
    predictedClusters: predSize.size,
    pairwise: { precision: pairP, recall: pairR, f1: f1(pairP, pairR) },
    bcubed: { precision: bcubedP, recall: bcubedR, f1: f1(bcubedP, bcubedR) },
  };
}

function main(argv) {
  if (argv.length !== 2) {
    process.stderr.write('usage: node score.mjs gold.tsv predicted.tsv\n');
    process.exit(2);
  }
  const gold = readAssignments(argv[0]);
  const predicted = readAssignments(argv[1]);
  if (gold.size === 0) fail(`${argv[0]} has no items`);

  const extra = [...predicted.keys()].filter((id) => !gold.has(id));
  if (extra.length > 0) {
    process.stderr.write(
      `warning: ${extra.length} predicted id(s) not in gold, ignored (e.g. ${extra.slice(0, 3).join(', ')})\n`,
    );
  }
  const missing = [...gold.keys()].filter((id) => !predicted.has(id)).length;
  if (missing > 0) {
    process.stderr.write(`warning: ${missing} gold id(s) missing from the prediction, scored as singletons\n`);
  }

  const r = score(gold, predicted);
  const out = [
    `items ${r.items}, gold stories ${r.goldClusters}, predicted clusters ${r.predictedClusters}`,
    `pairwise  P ${pct(r.pairwise.precision)}  R ${pct(r.pairwise.recall)}  F1 ${pct(r.pairwise.f1)}`,
    `bcubed    P ${pct(r.bcubed.precision)}  R ${pct(r.bcubed.recall)}  F1 ${pct(r.bcubed.f1)}`,
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

const invokedDirectly = (() => {
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
})();
if (invokedDirectly) main(process.argv.slice(2));
