#!/usr/bin/env node
// `npm run build:api`: the API bundled by esbuild into apps/api/dist (docs/decisions/0045), so its
// processes and threads run plain JavaScript instead of compiling TypeScript through tsx at every
// start. Node packages stay external (loaded from node_modules at run time); @invierte/domain, which
// ships TypeScript, is bundled. With `--tests` the e2e journeys' server (src/test/e2e-server.ts) is
// built too; production never runs it.
//
// Every output lands directly in dist/ (entries and shared chunks alike), one folder under apps/api
// as src/shared/api-root.ts expects. Code splitting keeps a lazily imported module lazy: the server's
// modules load after tracing has hooked pg and ioredis (src/server.ts), and a rarely used task's
// packages (pdf.js, the e-mail composer) load on its first use, as from source.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const apiRoot = import.meta.dirname;
const outdir = path.join(apiRoot, 'dist');

/** Output name (dist/<name>.js) → source. Worker threads find theirs by these names (src/shared/api-root.ts, `threadEntry`). */
export const entries = {
  server: 'src/server.ts',
  'db-prepare': 'src/db-prepare.ts',
  'db-backup': 'src/db-backup.ts',
  'db-restore': 'src/db-restore.ts',
  'db-prune-backups': 'src/db-prune-backups.ts',
  'db-restore-drill': 'src/db-restore-drill.ts',
  'files-migrate': 'src/files-migrate.ts',
  'ledger-reconcile': 'src/contexts/ledger/ledger/reconcile-command.ts',
  'audit-verify': 'src/contexts/audit/audit/verify-command.ts',
  // Worker threads' entries: the work pool's thread and its tasks, the embedded database's thread.
  'work-worker': 'src/shared/work-worker.mjs',
  'work-tasks': 'src/work-tasks.ts',
  'pglite-thread.worker': 'src/db/pglite-thread.worker.ts',
};
const testEntries = { 'e2e-server': 'src/test/e2e-server.ts' };

/** Every bare import stays a run-time import, except the workspace's own TypeScript packages. */
const packagesExternal = {
  name: 'packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@invierte/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildApi({ tests = false } = {}) {
  const started = performance.now();
  const result = await esbuild.build({
    absWorkingDir: apiRoot,
    entryPoints: Object.entries({ ...entries, ...(tests ? testEntries : {}) }).map(([out, file]) => ({
      in: file,
      out,
    })),
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: 'linked',
    // Source maps point at src/ without copying it: stack traces name the TypeScript files.
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [packagesExternal],
  });
  // An earlier build's chunks are not this build's: dist/ holds exactly what was just written.
  const written = new Set(Object.keys(result.metafile.outputs).map((file) => path.basename(file)));
  for (const name of readdirSync(outdir))
    if (!written.has(name)) rmSync(path.join(outdir, name), { recursive: true, force: true });
  const ms = Math.round(performance.now() - started);
  console.log(`build:api: ${written.size} files in apps/api/dist (${ms} ms)`);
}

if (process.argv[1] === import.meta.filename) await buildApi({ tests: process.argv.includes('--tests') });
