// Landing-route JavaScript budget (ARCHITECTURE.md: the landing page must stay light).
//
// Reads apps/web/dist/.vite/manifest.json (build with `npm run build -w apps/web`), takes the entry
// chunk (index.html) plus the lazy chunks the "/" route loads — the landing screen and the layout
// Shell, found by their source files — follows their static `imports` transitively, gzips each JS
// file and prints a table. Exits 1 when the total passes the budget (200 KB gzip, or BUNDLE_BUDGET_KB).
//
// Dynamic imports (`dynamicImports` in the manifest) are deliberately not followed: they are the other
// routes, the guards of logged-in pages and dialogs that open on demand. The browser downloads them only
// when the user goes there, so they are not part of what the landing page costs to load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? 200);

// Lazy modules the router loads for "/" (route table: layout "landing" → Shell, screen → LandingPage).
const landingSources = [/^src\/features\/landing\//, /^src\/app\/layouts\/Shell\.tsx$/];

let manifest;
try {
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
} catch {
  console.error(
    `No manifest at ${path.relative(root, manifestPath)}: run "npm run build -w apps/web" first.`,
  );
  process.exit(1);
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const lazyKeys = Object.keys(manifest).filter(
  (key) =>
    manifest[key].isDynamicEntry && landingSources.some((source) => source.test(manifest[key].src ?? '')),
);
if (entryKeys.length === 0) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}
if (!lazyKeys.some((key) => /^src\/features\/landing\//.test(manifest[key].src ?? ''))) {
  console.error('The landing screen chunk (src/features/landing/...) is not in the manifest.');
  process.exit(1);
}

// Static imports, transitively.
const seen = new Set();
const queue = [...entryKeys, ...lazyKeys];
while (queue.length > 0) {
  const key = queue.shift();
  if (seen.has(key) || !manifest[key]) continue;
  seen.add(key);
  queue.push(...(manifest[key].imports ?? []));
}

const rows = [...seen]
  .map((key) => manifest[key].file)
  .filter((file, i, files) => file.endsWith('.js') && files.indexOf(file) === i)
  .map((file) => {
    const bytes = readFileSync(path.join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n) => (n / 1024).toFixed(2);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const width = Math.max(...rows.map((row) => row.file.length), 5);

console.log(`${'chunk'.padEnd(width)}  ${'raw KB'.padStart(9)}  ${'gzip KB'.padStart(9)}`);
for (const row of rows) {
  console.log(`${row.file.padEnd(width)}  ${kb(row.raw).padStart(9)}  ${kb(row.gzip).padStart(9)}`);
}
console.log(`${'total'.padEnd(width)}  ${''.padStart(9)}  ${kb(total).padStart(9)}`);
console.log(`Landing route JS: ${kb(total)} KB gzip (budget ${budgetKb} KB).`);

if (total > budgetKb * 1024) {
  console.error(`Over budget by ${kb(total - budgetKb * 1024)} KB.`);
  process.exit(1);
}
