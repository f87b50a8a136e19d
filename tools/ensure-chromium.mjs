#!/usr/bin/env node
// The end-to-end tests drive a real Chromium: its headless shell (Debian's chromium-headless-shell),
// the same engine without the desktop browser's windowing, up to a third cheaper in CPU a journey
// (docs/decisions/0053). The first-view size check and `npm run bench:web` load pages in the full
// browser (/usr/bin/chromium). CHROME_PATH, when set, is used for all of them instead. When a binary
// is missing and we run as root, install Debian's package; otherwise say how and stop.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (process.env.CHROME_PATH) {
  if (existsSync(process.env.CHROME_PATH)) {
    console.log(`Chromium: ${process.env.CHROME_PATH}`);
    process.exit(0);
  }
  console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
  process.exit(1);
}

const needed = [
  { binary: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  { binary: '/usr/bin/chromium', pkg: 'chromium' },
];
const missing = needed.filter(({ binary }) => !existsSync(binary));
if (missing.length === 0) {
  console.log(`Chromium: ${needed.map(({ binary }) => binary).join(', ')}`);
  process.exit(0);
}
const packages = missing.map(({ pkg }) => pkg);
if (process.getuid?.() === 0) {
  console.log(`Chromium not found: installing Debian's ${packages.join(' and ')} with apt-get…`);
  const run = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['update']);
  run(['install', '-y', '--no-install-recommends', ...packages]);
  if (missing.every(({ binary }) => existsSync(binary))) process.exit(0);
}
console.error(
  'The end-to-end tests need Chromium and its headless shell, and some were not found.\n' +
    `  Install them (Debian/Ubuntu, as root): apt-get update && apt-get install -y ${packages.join(' ')}\n` +
    '  or point CHROME_PATH at an existing Chromium or Chrome binary, then run npm test again.',
);
process.exit(1);
