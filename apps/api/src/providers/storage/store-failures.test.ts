import { createServer, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../test/accounts.ts';
import { avatarOf, uploadAvatar } from '../../test/avatar.ts';
import { makePng } from '../../test/images.ts';
import { sample } from '../../test/metrics-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createS3FileStorage } from './s3-file-storage.ts';
import { bucketFull, bucketUnavailable } from './store-failures.ts';

/**
 * A bucket that refuses every write with one recorded S3 answer (status, error code): what a full
 * MinIO or Ceph, an overloaded or restarting S3 says. The SDK retries server errors before it gives up.
 */
let answer = { status: 507, code: 'XMinioStorageFull' };
let requests = 0;
let bucket: Server;
let endpoint = '';

beforeAll(async () => {
  bucket = createServer((req, res) => {
    requests += 1;
    req.resume();
    // Reads still work on a full bucket: there is no object yet. Only writes meet the refusal.
    if (req.method === 'HEAD') return void res.writeHead(404).end();
    req.on('end', () =>
      res
        .writeHead(answer.status, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${answer.code}</Code><Message>refused</Message></Error>`,
        ),
    );
  });
  await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(bucket.address() as { port: number }).port}`;
});
afterAll(async () => {
  bucket.closeAllConnections();
  await new Promise((resolve) => bucket.close(resolve));
});

const settings = () => ({
  bucket: 'invierte-files',
  endpoint,
  region: 'us-east-1',
  accessKeyId: 'AKIAFAKEFILES',
  secretAccessKey: 'fake-secret-for-tests-only',
  prefix: '',
  forcePathStyle: true,
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('an S3 bucket that refuses a write', () => {
  it('tells a full bucket (507 or a quota code) from one away (503, throttled, server error)', async () => {
    const storage = createS3FileStorage(settings());
    for (const full of [
      { status: 507, code: 'XMinioStorageFull' },
      { status: 403, code: 'QuotaExceeded' },
    ]) {
      answer = full;
      const error = await failureOf(storage.putStream('avatars/a.png', Readable.from([Buffer.from('x')])));
      expect(bucketFull(error), full.code).toBe(true);
      expect(bucketUnavailable(error), full.code).toBe(false);
    }
    for (const away of [
      { status: 503, code: 'SlowDown' },
      { status: 503, code: 'ServiceUnavailable' },
      { status: 500, code: 'InternalError' },
    ]) {
      answer = away;
      const error = await failureOf(storage.put('avatars/a.png', Buffer.from('x')));
      expect(bucketUnavailable(error), away.code).toBe(true);
      expect(bucketFull(error), away.code).toBe(false);
    }
    // A refusal that is the deployment's fault stays an error of ours (500), not "try later".
    answer = { status: 403, code: 'AccessDenied' };
    const denied = await failureOf(storage.put('avatars/a.png', Buffer.from('x')));
    expect(bucketFull(denied) || bucketUnavailable(denied)).toBe(false);
  });
});

const METRICS_TOKEN = 'metrics-token-for-the-test-0123456789';

describe('an upload to a refusing bucket, through the API', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      env: {
        FILES_STORE: 's3',
        FILES_S3_BUCKET: 'invierte-files',
        FILES_S3_ENDPOINT: endpoint,
        FILES_S3_ACCESS_KEY_ID: 'AKIAFAKEFILES',
        FILES_S3_SECRET_ACCESS_KEY: 'fake-secret-for-tests-only',
        METRICS_TOKEN: METRICS_TOKEN,
      },
    });
    token = (await verifiedUser(t, 'bucket@example.pe', '75009901')).accessToken;
  });
  afterAll(() => t.close());

  const upload = () => uploadAvatar(t, token, { bytes: makePng(16, 16) });
  const incidents = async (event: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    return sample(res.body, 'invierte_incidents_total', { event });
  };
  const avatar = () => avatarOf(t, token);

  it('answers 507 STORAGE_FULL in Spanish when the bucket is full, and keeps no avatar', async () => {
    answer = { status: 507, code: 'XMinioStorageFull' };
    const res = await upload();
    expect(res.statusCode).toBe(507);
    expect(res.json()).toMatchObject({ status: 'error', code: 'STORAGE_FULL' });
    expect(res.json().message).toMatch(/espacio/i);
    expect(await avatar()).toBeNull();
    // An incident for operations: logged with its event and counted for the alert (docs/runbook.md).
    expect(t.logs.join('')).toContain('"event":"storage.full"');
    expect(await incidents('storage.full')).toBe(1);
  });

  it('answers 503 with Retry-After when the bucket is away, after the SDK has retried', async () => {
    answer = { status: 503, code: 'SlowDown' };
    const before = requests;
    const res = await upload();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ status: 'error', code: 'DEPENDENCY_UNAVAILABLE' });
    expect(requests - before).toBeGreaterThan(1);
    expect(await avatar()).toBeNull();
    // A bucket away is no incident of its own: the 5xx rate and readiness tell it.
    expect(await incidents('storage.full')).toBe(1);
  });
});
