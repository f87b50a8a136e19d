import { loadConfigOrExit } from './config.ts';

// The entry point of every API process. Tracing has to hook http, pg and ioredis before any module
// that loads them is evaluated, so the server's own modules are imported only once it has started.
const config = loadConfigOrExit();
const tracing = config.tracing
  ? await (await import('./tracing.ts')).startTracing(config.tracing)
  : undefined;
const { runServer } = await import('./run-server.ts');
await runServer(config, async () => tracing?.shutdown());
