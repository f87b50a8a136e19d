#!/usr/bin/env node
// The end-to-end tests drive a real Chromium. Use CHROME_PATH when set, else Debian's /usr/bin/chromium;
// when neither exists and we run as root, install Debian's package; otherwise say how and stop.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean);
const found = candidates.find((p) => existsSync(p));
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}
if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
  process.exit(1);
}
if (process.getuid?.() === 0) {
  console.log('Chromium not found: installing Debian\'s "chromium" package with apt-get…');
  const run = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['update']);
  run(['install', '-y', '--no-install-recommends', 'chromium']);
  if (existsSync('/usr/bin/chromium')) process.exit(0);
}
console.error(
  'The end-to-end tests need Chromium and none was found.\n' +
    '  Install it (Debian/Ubuntu, as root): apt-get update && apt-get install -y chromium\n' +
    '  or point CHROME_PATH at an existing Chromium or Chrome binary, then run npm test again.',
);
process.exit(1);
