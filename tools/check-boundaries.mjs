#!/usr/bin/env node
// Architecture boundaries (architecture A1, rules 1 and 5), checked on every import:
//  - packages/domain imports only zod, decimal.js and its own files (its tests also vitest and fast-check);
//  - apps/web never imports API code; apps/api never imports web code;
//  - a web feature never imports another feature (shared code moves to components/ or lib/);
//  - the API's bounded contexts (docs/decisions/0025): outside apps/api/src/contexts/<c>/, code imports
//    a context only through its public entry, contexts/<c>/index.ts (or contexts/<c>/work-tasks.ts, the
//    tasks it runs on the work pool, for src/work-tasks.ts); the contexts' imports form no cycle, nor
//    do the imports between the modules of one context (its folders: contexts/<c>/<module>/);
//    shared/ and db/ import no context, nor the composition around them (app, seed, work-tasks); and
//    shipped code imports no test code. Tests (*.test.ts, test kits, src/test/) may look inside a
//    context: they are not part of the dependency graph the rules protect.
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

const apiSrc = path.join(root, 'apps/api/src');
const contextsDir = path.join(apiSrc, 'contexts');
const PUBLIC_ENTRIES = ['index.ts', 'work-tasks.ts'];
const apiPart = (p) => path.relative(apiSrc, p).split(path.sep);
const contextOf = (p) => (p.startsWith(contextsDir + path.sep) ? apiPart(p)[1] : null);
const isTestCode = (p) =>
  /\.test\.ts$|test-kit|test-support/.test(path.basename(p)) ||
  p.startsWith(path.join(apiSrc, 'test') + path.sep);
const isLowerLayer = (p) => ['shared', 'db'].includes(apiPart(p)[0]);
const isComposition = (p) =>
  p.startsWith(contextsDir + path.sep) ||
  apiPart(p)[0] === 'seed' ||
  ['app.ts', 'server.ts', 'work-tasks.ts'].includes(path.relative(apiSrc, p));
/** Context → contexts it imports, with one import that shows each arrow. */
const contextArrows = new Map();
/** Per context, module → modules of the same context it imports (a module: a folder of contexts/<c>/). */
const moduleArrows = new Map();
const moduleOf = (p) => {
  const parts = apiPart(p);
  return parts[0] === 'contexts' && parts.length > 3 ? parts[2] : null;
};
const addArrow = (graph, from, to, shown) => {
  if (!graph.has(from)) graph.set(from, new Map());
  if (!graph.get(from).has(to)) graph.get(from).set(to, shown);
};
for (const file of sourceFiles(apiSrc)) {
  if (isTestCode(file)) continue;
  const from = contextOf(file);
  for (const spec of importsOf(file)) {
    const target = resolveLocal(file, spec);
    if (!target || !target.startsWith(apiSrc + path.sep)) continue;
    const to = contextOf(target);
    if (isTestCode(target))
      violations.push(`${rel(file)}: shipped code may not import test code ("${spec}")`);
    if (isLowerLayer(file) && isComposition(target))
      violations.push(
        `${rel(file)}: ${apiPart(file)[0]}/ may not import "${spec}" (a context or the composition)`,
      );
    if (to && to !== from) {
      const entry = path.relative(path.join(contextsDir, to), target);
      if (!PUBLIC_ENTRIES.includes(entry))
        violations.push(`${rel(file)}: imports context "${to}" past its index.ts ("${spec}")`);
      if (from) addArrow(contextArrows, from, to, `${rel(file)} → ${spec}`);
    }
    if (from && to === from && moduleOf(file) && moduleOf(target) && moduleOf(file) !== moduleOf(target)) {
      if (!moduleArrows.has(from)) moduleArrows.set(from, new Map());
      addArrow(moduleArrows.get(from), moduleOf(file), moduleOf(target), `${rel(file)} → ${spec}`);
    }
  }
}
/**
 * The cycles of a graph (node → nodes it imports, with one import that shows each arrow): a path back
 * to where it started, reported once per node on it.
 */
function cyclesOf(arrows) {
  const cycles = [];
  const reported = new Set();
  for (const start of arrows.keys()) {
    const stack = [[start, [start]]];
    const seen = new Set();
    while (stack.length > 0) {
      const [at, trail] = stack.pop();
      for (const next of arrows.get(at)?.keys() ?? []) {
        if (next === start) {
          if (trail.some((c) => reported.has(c))) continue;
          trail.forEach((c) => reported.add(c));
          cycles.push(
            trail.map(
              (c, i) => `${c} → ${trail[i + 1] ?? start} (${arrows.get(c).get(trail[i + 1] ?? start)})`,
            ),
          );
        } else if (!seen.has(next)) {
          seen.add(next);
          stack.push([next, [...trail, next]]);
        }
      }
    }
  }
  return cycles;
}
for (const steps of cyclesOf(contextArrows))
  violations.push(`API contexts import each other in a cycle:\n    ${steps.join('\n    ')}`);
for (const [context, arrows] of moduleArrows)
  for (const steps of cyclesOf(arrows))
    violations.push(
      `Modules of the ${context} context import each other in a cycle:\n    ${steps.join('\n    ')}`,
    );

if (violations.length > 0) {
  console.error(`Architecture boundaries broken (${violations.length}):\n  ${violations.join('\n  ')}`);
  process.exit(1);
}
console.log('Architecture boundaries hold.');
