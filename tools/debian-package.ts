import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A program from Debian's packages: its usual file, its package, and the variable that may name it. */
export interface DebianProgram {
  binary: string;
  pkg: string;
  envVar: string;
}

/**
 * Programs from Debian's packages (nginx for the topology, Prometheus and its exporters for the
 * monitoring): for each, the file its `envVar` names, else its `binary`. The missing ones are
 * installed with one apt-get run when running as root (CI's case); otherwise an error says how.
 */
export function ensureDebianBinaries<K extends string>(
  programs: Record<K, DebianProgram>,
): Record<K, string> {
  const found = {} as Record<K, string>;
  const missing: Array<[K, DebianProgram]> = [];
  for (const [name, program] of Object.entries(programs) as Array<[K, DebianProgram]>) {
    const configured = process.env[program.envVar];
    if (configured) {
      if (!existsSync(configured))
        throw new Error(`${program.envVar} is set to ${configured}, but no file is there.`);
      found[name] = configured;
    } else if (existsSync(program.binary)) found[name] = program.binary;
    else missing.push([name, program]);
  }
  if (missing.length === 0) return found;
  const packages = [...new Set(missing.map(([, p]) => p.pkg))];
  const binaries = missing.map(([, p]) => p.binary).join(', ');
  if (process.getuid?.() !== 0)
    throw new Error(
      `${binaries} missing: install (Debian/Ubuntu, as root): apt-get install -y ${packages.join(' ')}`,
    );
  console.log(`${binaries} not found: installing Debian's ${packages.join(', ')} with apt-get…`);
  const run = (args: string[]) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['update']);
  run(['install', '-y', '--no-install-recommends', ...packages]);
  for (const [name, program] of missing) {
    if (!existsSync(program.binary)) throw new Error(`apt-get did not install ${program.binary}`);
    found[name] = program.binary;
  }
  return found;
}

/** One program from Debian's packages (see ensureDebianBinaries). */
export function ensureDebianBinary(binary: string, pkg: string, envVar: string): string {
  return ensureDebianBinaries({ program: { binary, pkg, envVar } }).program;
}
