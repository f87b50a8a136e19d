import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { busyShareBetween, coreTimes } from './machine.ts';

/** CPU time (user + system) a process has used, in ms, from /proc (0 when it cannot be read). */
export async function cpuMs(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) || 0) + (Number(fields[12]) || 0)) * 10;
  } catch {
    return 0;
  }
}

/**
 * CPU per request over the measured run: the API process (PGlite's worker thread included) and, on
 * PostgreSQL, the server processes of the run's database. Steadier than requests/s on a shared
 * machine: other work slows a request down but does not add to its own CPU time. Beside them, the
 * load generator's (this process's) and how busy all cores were: when the sum times the rate fills
 * the cores, the run was bound by CPU and its latency by the clients waiting their turn.
 */
export function cpuMeter(apiPid: number | undefined, databaseUrl: string | undefined) {
  let client: pg.Client | undefined;
  const backends = async (): Promise<Map<number, number>> => {
    if (!databaseUrl) return new Map();
    if (!client) {
      client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
    }
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return new Map(await Promise.all(rows.map(async (r) => [r.pid, await cpuMs(r.pid)] as const)));
  };
  let start:
    | { api: number; pg: Map<number, number>; own: NodeJS.CpuUsage; cores: ReturnType<typeof coreTimes> }
    | undefined;
  return {
    async begin() {
      const api = apiPid ? await cpuMs(apiPid) : 0;
      start = { api, pg: await backends(), own: process.cpuUsage(), cores: coreTimes() };
    },
    async end(requests: number) {
      if (!start || requests <= 0) return undefined;
      const own = process.cpuUsage(start.own);
      const coresBusy = busyShareBetween(start.cores, coreTimes());
      const api = (apiPid ? await cpuMs(apiPid) : 0) - start.api;
      let postgres = 0;
      for (const [pid, ms] of await backends()) postgres += ms - (start.pg.get(pid) ?? 0);
      start = undefined;
      return {
        apiMs: api / requests,
        postgresMs: postgres / requests,
        loadGeneratorMs: (own.user + own.system) / 1000 / requests,
        coresBusy,
      };
    },
    async close() {
      await client?.end();
    },
  };
}
