/** Where the numbers were taken: they only compare with numbers from the same kind of machine. */
import { readFileSync } from 'node:fs';
import os from 'node:os';

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  totalMemoryGiB: number;
  node: string;
  os: string;
  /** 1, 5 and 15 minute load averages when the run started: other work on the machine skews the figures. */
  loadAverage: number[];
}

function distribution(): string | undefined {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(release)?.[1];
  } catch {
    return undefined;
  }
}

/** The kernel's idle and total time over all cores so far, to take a busy share between two samples. */
export function coreTimes(): { idle: number; total: number } {
  return os.cpus().reduce(
    (acc, cpu) => {
      const { idle, user, nice, sys, irq } = cpu.times;
      return { idle: acc.idle + idle, total: acc.total + idle + user + nice + sys + irq };
    },
    { idle: 0, total: 0 },
  );
}

/** Share of all cores busy between two `coreTimes()` samples (0 to 1). */
export function busyShareBetween(
  before: { idle: number; total: number },
  after: { idle: number; total: number },
): number {
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}

/** Share of all cores busy over `ms` milliseconds, from the kernel's counters (0 to 1). */
export async function cpuBusyShare(ms: number): Promise<number> {
  const before = coreTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return busyShareBetween(before, coreTimes());
}

export function describeMachine(): MachineInfo {
  const distro = distribution();
  return {
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    totalMemoryGiB: os.totalmem() / 1024 ** 3,
    node: process.version,
    loadAverage: os.loadavg(),
    os: `${os.type()} ${os.release()} ${os.arch()}${distro ? ` (${distro})` : ''}`,
  };
}
