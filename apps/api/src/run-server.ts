import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { seedDatabase } from './seed/seed.ts';
import { seedDemoStory } from './seed/seed-story.ts';
import { keepDemoQuotaValuesCurrent } from './seed/demo-quota-values.ts';
import { apiRoot } from './shared/api-root.ts';
import { sweepStaleSpools } from './shared/stale-spools.ts';

/** How long kept connections have to carry their last request once the port has closed. */
const LEAVE_MS = 500;

/**
 * The server process after its configuration is read (src/server.ts): the database, the app, the
 * signals. `onExit` runs once the app has closed (tracing flushes its last spans there).
 */
export async function runServer(config: AppConfig, onExit: () => Promise<void>): Promise<void> {
  config.webDist ??= path.resolve(apiRoot, '../web/dist');

  const database = createDatabase({
    databaseUrl: config.databaseUrl,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    poolSize: config.databasePoolSize,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  // Several processes on one database migrate once before they start (`npm run db:prepare`), with MIGRATE=false.
  if (config.migrate) await database.migrate();
  if (config.seed) await seedDatabase(database.db, new Date());

  const app = await buildApp({ config, database });
  // A process killed mid-upload left its spool folder behind: a restart clears those past an hour.
  const swept = await sweepStaleSpools(tmpdir());
  if (swept.length) app.log.info({ folders: swept }, 'stale upload spools removed');
  // The demo participant's history needs the app's storage and work pool (seed-story.ts).
  if (config.seed) await seedDemoStory(app.appContext, app.log);
  if (config.seed) await keepDemoQuotaValuesCurrent(app, app.appContext);

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Readiness turns false first; a balancer polling it stops sending here before the socket closes.
    app.readiness.startDraining();
    if (config.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.drainMs));
    // In-flight requests finish; a stuck one cannot hold the process past the deadline.
    const deadline = setTimeout(() => process.exit(1), 10_000);
    deadline.unref();
    // The port closes first, and a balancer's kept connections leave one answer at a time (a
    // request sent from now on meets a closed port and goes to another process, whatever its
    // method); what is still idle after a moment is closed with the rest (decision 0069). Without a
    // drain there is no balancer to wait for (a process on its own, the tests).
    app.leaveConnections.closePort();
    if (config.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, LEAVE_MS));
    await app.close();
    // Not an onClose hook: Fastify runs those last-added first, so the database would close before
    // the mail queue and the work pool had finished writing what they were sending.
    await database.close();
    await onExit();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  // What a stopped process left queued goes now, not at the queue's first sweep half a minute later.
  app.appContext.mail.sendDue();
}
