// `npm run typecheck`: the TypeScript projects, two at a time (tsc uses one core; CI has two). The
// API is checked inside e2e's program (e2e/tsconfig.json includes it, with the API's own options):
// the journeys and the bench import half of it, and one program checks it once (88 → 58 s on a slow
// machine). The domain keeps its own program: without Node's or the DOM's types, it proves it needs
// neither.
// Prints each project's errors under its name and exits 1 when any project has one.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

// The heaviest first, so that the two lines end together.
const projects = ['apps/web', 'e2e', 'packages/domain'];
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'errors'}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = await Promise.all(
  Array.from({ length: 2 }, async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
