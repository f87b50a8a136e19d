import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * A program from Debian's packages (nginx for the topology, Prometheus and promtool for the alert
 * rules): the file `envVar` names, else `binary`; installed with apt-get when missing and running as
 * root (CI's case), else an error that says how to install it.
 */
export function ensureDebianBinary(binary: string, pkg: string, envVar: string): string {
  const configured = process.env[envVar];
  if (configured) {
    if (!existsSync(configured)) throw new Error(`${envVar} is set to ${configured}, but no file is there.`);
    return configured;
  }
  if (existsSync(binary)) return binary;
  if (process.getuid?.() !== 0)
    throw new Error(`${binary} is missing: install it (Debian/Ubuntu, as root): apt-get install -y ${pkg}`);
  console.log(`${binary} not found: installing Debian's "${pkg}" package with apt-get…`);
  const run = (args: string[]) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['update']);
  run(['install', '-y', '--no-install-recommends', pkg]);
  if (!existsSync(binary)) throw new Error(`apt-get did not install ${binary}`);
  return binary;
}
