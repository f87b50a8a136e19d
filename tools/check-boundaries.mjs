#!/usr/bin/env node
// Architecture boundaries (architecture A1, rules 1 and 5), checked on every import:
//  - packages/domain imports only zod, decimal.js and its own files (its tests also vitest and fast-check);
//  - apps/web never imports API code; apps/api never imports web code;
//  - a web feature never imports another feature (shared code moves to components/ or lib/).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(name)) yield full;
  }
}

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);
}

const resolveLocal = (file, spec) => (spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : null);
const rel = (p) => path.relative(root, p);
const violations = [];

for (const file of sourceFiles(path.join(root, 'packages/domain/src'))) {
  const test = /\.test\.ts$/.test(file);
  for (const spec of importsOf(file)) {
    const local = resolveLocal(file, spec);
    const allowed = local
      ? local.startsWith(path.join(root, 'packages/domain'))
      : ['zod', 'decimal.js', ...(test ? ['vitest', 'fast-check'] : ['vitest'])].includes(spec);
    if (!allowed) violations.push(`${rel(file)}: domain may not import "${spec}"`);
  }
}

const webSrc = path.join(root, 'apps/web/src');
const featuresDir = path.join(webSrc, 'features');
const featureOf = (p) =>
  p.startsWith(featuresDir + path.sep) ? p.slice(featuresDir.length + 1).split(path.sep)[0] : null;
for (const file of sourceFiles(path.join(root, 'apps/web'))) {
  for (const spec of importsOf(file)) {
    const local = resolveLocal(file, spec);
    if (spec.startsWith('@invierte/api') || (local && local.startsWith(path.join(root, 'apps/api'))))
      violations.push(`${rel(file)}: web may not import API code ("${spec}")`);
    const from = featureOf(file);
    const to = local ? featureOf(local) : null;
    if (from && to && from !== to)
      violations.push(`${rel(file)}: feature "${from}" may not import feature "${to}"`);
  }
}

for (const file of sourceFiles(path.join(root, 'apps/api'))) {
  for (const spec of importsOf(file)) {
    const local = resolveLocal(file, spec);
    if (spec.startsWith('@invierte/web') || (local && local.startsWith(path.join(root, 'apps/web'))))
      violations.push(`${rel(file)}: API may not import web code ("${spec}")`);
  }
}

if (violations.length > 0) {
  console.error(`Architecture boundaries broken (${violations.length}):\n  ${violations.join('\n  ')}`);
  process.exit(1);
}
console.log('Architecture boundaries hold.');
