/** Resident memory of a server process, from Linux's /proc (undefined elsewhere or once it has exited). */
import { readFile } from 'node:fs/promises';

export interface ProcessMemory {
  /** Resident set size now, in MiB. */
  rssMiB: number;
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
