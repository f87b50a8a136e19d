/** Resident memory of a server process, from Linux's /proc (undefined elsewhere or once it has exited). */
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { WORK_POOL_IDLE_MS } from '../apps/api/src/shared/work-pool.ts';

export interface ProcessMemory {
  /** Resident set size now, in MiB. */
  rssMiB: number;
  /** Resident set size once the process has been idle past its work pool's idle time (`memoryAtRest`). */
  restMiB?: number;
  /** Highest resident set size the process has had, in MiB (start-up, migrations and seed included). */
  peakMiB: number;
}

export async function processMemory(pid: number | undefined): Promise<ProcessMemory | undefined> {
  if (pid === undefined) return undefined;
  let status: string;
  try {
    status = await readFile(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const mib = (field: string) => {
    const kib = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return kib === undefined ? undefined : Number(kib) / 1024;
  };
  const rssMiB = mib('VmRSS');
  const peakMiB = mib('VmHWM');
  return rssMiB === undefined || peakMiB === undefined ? undefined : { rssMiB, peakMiB };
}

/** The main thread's V8 heap as the API's /api/metrics reports it (prom-client's default gauges), in MiB. */
export interface MainThreadHeap {
  usedMiB: number;
  totalMiB: number;
  /** Used / committed of the old and the young generation. */
  old: [number, number];
  young: [number, number];
}

export async function mainThreadHeap(baseUrl: string, token: string): Promise<MainThreadHeap | undefined> {
  let text: string;
  try {
    const res = await fetch(new URL('/api/metrics', baseUrl), {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) return undefined;
    text = await res.text();
  } catch {
    return undefined;
  }
  const mib = (pattern: string) => {
    const value = new RegExp(`^invierte_nodejs_${pattern} (\\S+)$`, 'm').exec(text)?.[1];
    return value === undefined ? 0 : Number(value) / 1024 / 1024;
  };
  const space = (name: string): [number, number] => [
    mib(`heap_space_size_used_bytes\\{space="${name}"\\}`),
    mib(`heap_space_size_total_bytes\\{space="${name}"\\}`),
  ];
  return {
    usedMiB: mib('heap_size_used_bytes'),
    totalMiB: mib('heap_size_total_bytes'),
    old: space('old'),
    young: space('new'),
  };
}

/** How long a server is left idle before its memory is read at rest: past the work pool's idle time. */
export const REST_MS = WORK_POOL_IDLE_MS + 3_000;

/**
 * The memory right after the last request, then once idle for REST_MS: the work pool has by then
 * replaced a thread grown by a burst of documents (decision 0046), so the second figure is what the
 * process keeps, the first what the last scenario left for a few seconds.
 */
export async function memoryAtRest(pid: number | undefined): Promise<ProcessMemory | undefined> {
  const now = await processMemory(pid);
  if (!now) return undefined;
  await sleep(REST_MS);
  const rest = await processMemory(pid);
  return rest ? { ...now, restMiB: rest.rssMiB } : now;
}

/** "RSS 310 MiB, 212 MiB once idle 8 s, peak 390 MiB". */
export function memoryText(m: ProcessMemory): string {
  const mib = (n: number) => `${Math.round(n).toLocaleString('en-US')} MiB`;
  return (
    `RSS ${mib(m.rssMiB)} right after` +
    (m.restMiB === undefined ? '' : `, ${mib(m.restMiB)} once idle ${REST_MS / 1000} s`) +
    `, peak ${mib(m.peakMiB)}`
  );
}
