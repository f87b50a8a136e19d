/** Load settings, from the environment with the documented defaults. */
export interface BenchSettings {
  /** Concurrent connections (BENCH_CONNECTIONS, default 50). */
  connections: number;
  /** Seconds of each measured run (BENCH_DURATION, default 10). */
  durationSeconds: number;
  /** Seconds of the discarded warm-up run before each measured run (BENCH_WARMUP, default 2; 0 skips it). */
  warmupSeconds: number;
  /** Server that hosts the throw-away benchmark databases (BENCH_PG_ADMIN_URL). */
  postgresAdminUrl: string;
}

function numberFromEnv(
  name: string,
  fallback: number,
  { integer, min }: { integer: boolean; min: number },
): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be ${integer ? 'an integer' : 'a number'} >= ${min}, got "${raw}"`);
  }
  return value;
}

export function loadSettings(): BenchSettings {
  return {
    connections: numberFromEnv('BENCH_CONNECTIONS', 50, { integer: true, min: 1 }),
    durationSeconds: numberFromEnv('BENCH_DURATION', 10, { integer: false, min: 1 }),
    warmupSeconds: numberFromEnv('BENCH_WARMUP', 2, { integer: false, min: 0 }),
    postgresAdminUrl: process.env.BENCH_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/test',
  };
}
