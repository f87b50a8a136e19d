import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { STALE_SPOOL_MS, sweepStaleSpools } from './stale-spools.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('removes the spool folders a killed process left, not fresh ones nor anything else', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sweep-'));
  const now = Date.now();
  const old = new Date(now - STALE_SPOOL_MS - 60_000);
  const folder = async (name: string, at?: Date) => {
    await mkdir(path.join(dir!, name));
    await writeFile(path.join(dir!, name, 'part'), 'bytes');
    if (at) await utimes(path.join(dir!, name), at, at);
  };
  await folder('invierte-upload-old', old);
  await folder('invierte-s3-old', old);
  // Another process may be spooling into this one right now.
  await folder('invierte-upload-new');
  await folder('someone-elses-old', old);
  await writeFile(path.join(dir, 'invierte-upload-file'), 'not a folder');
  await utimes(path.join(dir, 'invierte-upload-file'), old, old);

  expect((await sweepStaleSpools(dir, now)).sort()).toEqual(['invierte-s3-old', 'invierte-upload-old']);
  expect((await readdir(dir)).sort()).toEqual([
    'invierte-upload-file',
    'invierte-upload-new',
    'someone-elses-old',
  ]);
});

it('leaves a folder it cannot read as it is', async () => {
  expect(await sweepStaleSpools(path.join(tmpdir(), 'no-such-folder-for-the-sweep'))).toEqual([]);
});
