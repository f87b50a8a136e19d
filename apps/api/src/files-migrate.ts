import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { createFileStorage, fileStoreKind } from './providers/storage/create-file-storage.ts';
import { migrateUploads } from './providers/storage/migrate-uploads.ts';

/**
 * `npm run files:migrate -w apps/api [-- --from <uploads folder>]`: moves the files of an uploads
 * folder (DATA_DIR/uploads by default) into the store this configuration uses (docs/deploy.md).
 * Exits 1 when a file could not be moved and verified.
 */
const { values } = parseArgs({ options: { from: { type: 'string' } } });
const config = loadConfig();
const database = createDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await database.migrate();
  const from = path.resolve(
    process.env.INIT_CWD ?? process.cwd(),
    values.from ?? path.join(config.dataDir, 'uploads'),
  );
  const kind = fileStoreKind(config, database.kind);
  if (kind === 'local' && from === path.join(config.dataDir, 'uploads')) {
    console.log(`The configured store is ${from} itself: nothing to move (FILES_STORE, docs/deploy.md).`);
  } else {
    console.log(`Moving the files of ${from} into the ${kind} store`);
    const summary = await migrateUploads(from, createFileStorage(config, database), (line) =>
      console.log(line),
    );
    process.exitCode = summary.failed > 0 ? 1 : 0;
  }
} finally {
  await database.close();
}
