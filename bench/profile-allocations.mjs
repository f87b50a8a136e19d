// A diagnostic for the API under a benchmark, loaded into its process with
//   API_NODE_ARGS="--import $PWD/bench/profile-allocations.mjs" BENCH_ONLY="…" npm run bench
// (an absolute path: the API starts in apps/api).
// After PROFILE_SKIP answers (6,000 by default: the preparation and the warm-up) to requests whose URL
// contains PROFILE_PATH (any when unset), it samples the heap's allocations with V8's sampling heap
// profiler, one sample every 512 bytes; when the server is stopped it prints how many KiB each such
// request allocated and where, by function and by the nearest function of the API's own bundle.
// PROFILE_SURVIVORS=1 forgets what the young generation's collections freed, so what is left is what
// survived them: the bytes promoted to the old generation, whose growth sets how often a full
// collection runs (docs/benchmarks.md, 2026-11-30, fourth session).
import diagnostics from 'node:diagnostics_channel';
import { Session } from 'node:inspector';

const skip = Number(process.env.PROFILE_SKIP ?? 6000);
const pathPart = process.env.PROFILE_PATH ?? '';
const survivorsOnly = process.env.PROFILE_SURVIVORS === '1';

const session = new Session();
session.connect();
let seen = 0;
diagnostics.subscribe('http.server.response.finish', ({ request }) => {
  if (!request.url.includes(pathPart)) return;
  seen += 1;
  if (seen === skip)
    session.post('HeapProfiler.startSampling', {
      samplingInterval: 512,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: !survivorsOnly,
    });
});

const where = ({ functionName, url, lineNumber }) =>
  `${functionName || '(anonymous)'} ${url.replace(/.*node_modules\//, '').replace(/.*\/apps\//, 'apps/')}:${lineNumber + 1}`;
const isOurs = (url) => url.includes('/apps/api/dist/') || url.includes('/packages/domain/');

/** Adds each node's own bytes under its function and under the innermost function of ours above it. */
function tally(node, ours, bySite, byOurs) {
  const here = isOurs(node.callFrame.url) ? where(node.callFrame) : ours;
  bySite.set(where(node.callFrame), (bySite.get(where(node.callFrame)) ?? 0) + node.selfSize);
  byOurs.set(here, (byOurs.get(here) ?? 0) + node.selfSize);
  for (const child of node.children) tally(child, here, bySite, byOurs);
}

process.once('SIGTERM', () => {
  if (seen < skip) return console.error(`[allocations] only ${seen} requests: nothing sampled`);
  session.post('HeapProfiler.stopSampling', (error, result) => {
    if (error) return console.error(`[allocations] ${error.message}`);
    const bySite = new Map();
    const byOurs = new Map();
    tally(result.profile.head, '(none of ours)', bySite, byOurs);
    const total = [...bySite.values()].reduce((a, b) => a + b, 0);
    const requests = seen - skip;
    const top = (map) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(
          ([name, bytes]) => `[allocations]   ${((100 * bytes) / total).toFixed(1).padStart(5)} % ${name}`,
        );
    console.error(
      [
        `[allocations] ${(total / 1024 / requests).toFixed(1)} KiB ${survivorsOnly ? 'surviving the young generation' : 'allocated'} a request over ${requests} requests`,
        '[allocations] by function:',
        ...top(bySite),
        '[allocations] by the nearest function of the API:',
        ...top(byOurs),
      ].join('\n'),
    );
  });
});
