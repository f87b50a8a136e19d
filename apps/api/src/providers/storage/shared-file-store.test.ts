import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { demoTokens, nextIp, verifiedUser } from '../../test/accounts.ts';
import { makePng, multipart } from '../../test/images.ts';
import { client, createOnboarding, forceState, newInvestor, productId } from '../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ImmutableFileError } from './file-storage.ts';

/**
 * Two API processes on one database, each with its own DATA_DIR (two machines behind a balancer):
 * a file put through one is read through the other. On PostgreSQL (TEST_DATABASE_URL) each app has
 * its own connection pool, and the database store is the default; on the embedded PGlite, which one
 * process alone can open, the two apps share it and FILES_STORE=database is set.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let first: { app: FastifyInstance; dataDir: string };
let second: { app: FastifyInstance; dataDir: string };
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: onPostgres ? {} : { FILES_STORE: 'database' } });
  first = { app: t.app, dataDir: t.config.dataDir };
  second = await t.anotherProcess();
  Object.assign(tokens, await demoTokens(t, ['admin', 'operations']));
});
afterAll(async () => t?.close());

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const call = (
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: ReturnType<typeof multipart>,
) =>
  app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': body.contentType } : {}),
    },
    ...(body ? { payload: body.payload } : {}),
    remoteAddress: nextIp(),
  });
const onNeitherDisk = (key: string) =>
  [first, second].every(({ dataDir }) => !existsSync(path.join(dataDir, 'uploads', key)));

/** A real PDF of about 8 MB: one page of text and an 8 MB stream of random (incompressible) bytes. */
function largePdf(): Promise<Buffer> {
  const doc = new PDFDocument({ compress: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text('Reporte anual de inversiones');
  const filler = doc.ref({});
  filler.end(randomBytes(8 * 1024 * 1024));
  doc.end();
  return done;
}

describe('files every API process reaches', () => {
  it('reads through one process a file put through the other, and neither keeps it on its disk', async () => {
    const key = `investor-documents/${randomUUID()}/${randomUUID()}.pdf`;
    const bytes = randomBytes(200_000);
    await first.app.appContext.storage.put(key, bytes, { contentType: 'application/pdf' });
    expect((await second.app.appContext.storage.get(key))?.equals(bytes)).toBe(true);
    expect(onNeitherDisk(key)).toBe(true);

    await second.app.appContext.storage.delete(key);
    expect(await first.app.appContext.storage.get(key)).toBeNull();
  });

  it('keeps a signed contract immutable across processes', async () => {
    const key = `onboarding/${randomUUID()}/contract/${randomUUID()}.pdf`;
    await first.app.appContext.storage.put(key, Buffer.from('%PDF firmado'));
    await expect(second.app.appContext.storage.put(key, Buffer.from('%PDF otro'))).rejects.toBeInstanceOf(
      ImmutableFileError,
    );
    expect((await second.app.appContext.storage.get(key))?.toString()).toBe('%PDF firmado');
  });

  it('opens for an administrator on one process the deposit voucher an investor uploaded on the other', async () => {
    const investor = await newInvestor(t);
    const id = await createOnboarding(t, investor.token);
    const invested = await client(t, investor.token).post(`/api/onboarding/${id}/investment`, {
      amount: '1500',
    });
    expect(invested.statusCode, invested.body).toBe(200);
    await forceState(t, id, 'PENDING_DEPOSIT', 'APPROVED');
    const declared = await client(t, investor.token).post('/api/onboarding/checking/register', {
      onboardingId: id,
      declarationAccepted: true,
    });
    expect(declared.statusCode, declared.body).toBe(201);
    const voucher = multipart(
      {
        onboardingId: id,
        operationNumber: 'OP-2026-31',
        transferDate: '2026-01-15',
        amount: '1500.00',
        bank: 'BCP',
      },
      [{ name: 'files[]', filename: 'constancia.png', type: 'image/png', bytes: makePng(64, 48) }],
    );
    const registered = await call(
      first.app,
      investor.token,
      'POST',
      '/api/onboarding/deposit/register',
      voucher,
    );
    expect(registered.statusCode, registered.body).toBe(201);

    const listed = await call(second.app, tokens.admin!, 'GET', `/api/admin/onboarding/${id}/documents`);
    expect(listed.statusCode, listed.body).toBe(200);
    const document = (listed.json().data.items as Array<{ id: string; kind: string; sha256: string }>).find(
      (d) => d.kind === 'VOUCHER',
    );
    expect(document).toBeDefined();
    const opened = await call(
      second.app,
      tokens.admin!,
      'GET',
      `/api/admin/onboarding/${id}/documents/${document!.id}/file`,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    expect(sha(opened.rawPayload)).toBe(document!.sha256);
    const keys = await t.storedKeys(`onboarding/${id}/vouchers/`);
    expect(keys).toHaveLength(1);
    expect(onNeitherDisk(keys[0]!)).toBe(true);
  });

  it('shows through one process the avatar changed through the other', async () => {
    const { accessToken } = await verifiedUser(t, 'avatar.compartido@example.pe', '47031031');
    const image = multipart({}, [
      { name: 'avatar', filename: 'yo.png', type: 'image/png', bytes: makePng(40, 40) },
    ]);
    const changed = await call(first.app, accessToken, 'PUT', '/api/profile/avatar', image);
    expect(changed.statusCode, changed.body).toBe(200);
    const { avatarUrl } = changed.json().data;

    const me = await call(second.app, accessToken, 'GET', '/api/profile/me');
    expect(me.json().data.avatarUrl).toBe(avatarUrl);
    const [fromFirst, fromSecond] = await Promise.all(
      [first, second].map(({ app }) => call(app, null, 'GET', avatarUrl)),
    );
    expect(fromSecond!.statusCode).toBe(200);
    expect(fromSecond!.headers['content-type']).toBe('image/png');
    expect(fromSecond!.rawPayload.equals(fromFirst!.rawPayload)).toBe(true);
    expect(onNeitherDisk(avatarUrl.replace('/api/files/', ''))).toBe(true);
  });

  it('streams an 8 MB upload back byte for byte through the other process, with its length', async () => {
    const [investor] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'participe@invierte.pe'));
    const bytes = await largePdf();
    expect(bytes.length).toBeGreaterThan(8 * 1024 * 1024);
    const body = multipart(
      {
        userId: investor!.id,
        productId: await productId(t, 'factoring-soles'),
        type: 'INVESTMENT_REPORT',
        title: 'Reporte anual 2026',
      },
      [{ name: 'file', filename: 'reporte-anual.pdf', type: 'application/pdf', bytes }],
    );
    const uploaded = await call(first.app, tokens.operations!, 'POST', '/api/admin/documents', body);
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const downloaded = await call(
      second.app,
      tokens.admin!,
      'GET',
      `/api/admin/documents/${uploaded.json().data.id}/file`,
    );
    expect(downloaded.statusCode, downloaded.body.slice(0, 200)).toBe(200);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(downloaded.headers['content-length']).toBe(String(bytes.length));
    expect(downloaded.rawPayload.equals(bytes)).toBe(true);
  });
});
