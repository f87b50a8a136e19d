import { randomUUID } from 'node:crypto';
import { watch } from 'node:fs';
import { Socket } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { investorDocuments, users } from '../../../db/schema.ts';
import { seedAdminProfileIds } from '../../../db/seed-data/admin-profiles.ts';
import { demoTokens, nextIp, verifiedUser } from '../../../test/accounts.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { productId } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { investorDocumentsRepository } from './investor-documents.repository.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let investorId = '';
let otherId = '';
let factoring = '';
let bono = '';
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(tokens, await demoTokens(t, ['admin', 'operations', 'interesado', 'participe']));
  const [participe] = await t.db.select().from(users).where(eq(users.email, 'participe@invierte.pe'));
  const [interesado] = await t.db.select().from(users).where(eq(users.email, 'interesado@invierte.pe'));
  investorId = participe!.id;
  otherId = interesado!.id;
  factoring = await productId(t, 'factoring-soles');
  bono = await productId(t, 'bono-select-midcap-dolares');
  // An administrator whose profile (support) holds neither document permission.
  tokens.support = (await verifiedUser(t, 'soporte-docs@invierte.pe', '47000091')).accessToken;
  const [support] = await t.db
    .update(users)
    .set({ profile: 'ADMIN', adminProfileId: seedAdminProfileIds.support })
    .where(eq(users.email, 'soporte-docs@invierte.pe'))
    .returning({ id: users.id });
  await t.app.appContext.sessions.forgetUser(support!.id, t.db);
  tokens.auditor = (await verifiedUser(t, 'auditor-docs@invierte.pe', '47000092')).accessToken;
  const [auditor] = await t.db
    .update(users)
    .set({ profile: 'ADMIN', adminProfileId: seedAdminProfileIds.auditor })
    .where(eq(users.email, 'auditor-docs@invierte.pe'))
    .returning({ id: users.id });
  await t.app.appContext.sessions.forgetUser(auditor!.id, t.db);
});
afterAll(async () => t?.close());

function makePdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text(text);
  doc.end();
  return done;
}

type FilePart = { name: string; filename: string; type: string; bytes: Buffer };
const pdfPart = async (filename = 'reporte-octubre.pdf', text = 'Reporte de octubre'): Promise<FilePart> => ({
  name: 'file',
  filename,
  type: 'application/pdf',
  bytes: await makePdf(text),
});

function upload(token: string | undefined, fields: Record<string, string>, files: FilePart[]) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/documents',
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: nextIp(),
  });
}

const get = (token: string | undefined, url: string, method: 'GET' | 'DELETE' = 'GET') =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextIp(),
  });

const fields = (over: Record<string, string> = {}) => ({
  userId: investorId,
  productId: factoring,
  type: 'INVESTMENT_REPORT',
  title: 'Octubre 2026',
  ...over,
});

const storedFiles = () => t.storedKeys('investor-documents/');
const rowCount = async () => (await t.db.select().from(investorDocuments)).length;

describe('uploading a document for an investor', () => {
  it('publishes a real PDF the investor then lists and downloads, byte for byte', async () => {
    const file = await pdfPart('Reporte Octubre ñ.pdf');
    const res = await upload(tokens.operations, fields(), [file]);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data;
    expect(doc).toMatchObject({
      userId: investorId,
      productId: factoring,
      type: 'INVESTMENT_REPORT',
      title: 'Octubre 2026',
      fileName: 'Reporte Octubre ñ.pdf',
      size: file.bytes.length,
    });
    expect(doc.productName).toBeTruthy();

    const admin = await get(tokens.admin, `/api/admin/documents?userId=${investorId}`);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data.map((d: { id: string }) => d.id)).toContain(doc.id);
    const adminFile = await get(tokens.auditor, `/api/admin/documents/${doc.id}/file`);
    expect(adminFile.statusCode).toBe(200);
    expect(adminFile.rawPayload.equals(file.bytes)).toBe(true);

    const list = await get(tokens.participe, `/api/portfolio/${factoring}/investment-reports`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: doc.id, title: 'Octubre 2026', type: 'INVESTMENT_REPORT' }),
    ]);
    expect(list.json().data[0]).not.toHaveProperty('userId');
    // Another fund's list does not show it.
    const other = await get(tokens.participe, `/api/portfolio/${bono}/investment-reports`);
    expect(other.json().data).toEqual([]);

    const dl = await get(tokens.participe, `/api/portfolio/investment-report/${doc.id}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toBe(
      `attachment; filename="Reporte Octubre n.pdf"; filename*=UTF-8''${encodeURIComponent('Reporte Octubre ñ.pdf')}`,
    );
    expect(dl.rawPayload.equals(file.bytes)).toBe(true);
  });

  it('lists a document about the whole account (no fund) beside every fund’s', async () => {
    const res = await upload(tokens.admin, fields({ productId: '', type: 'ACCOUNT_STATEMENT' }), [
      await pdfPart('estado.pdf'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ productId: null, productName: null });
    for (const fund of [factoring, bono]) {
      const list = await get(tokens.participe, `/api/portfolio/${fund}/investment-reports`);
      expect(list.json().data.map((d: { id: string }) => d.id)).toContain(res.json().data.id);
    }
  });

  const refusals: Array<[string, () => Promise<FilePart[]>, Record<string, string>, number, RegExp]> = [
    [
      'a PNG named .pdf',
      async () => [
        { name: 'file', filename: 'reporte.pdf', type: 'application/pdf', bytes: makePng(20, 20) },
      ],
      {},
      400,
      /no es un PDF válido/,
    ],
    [
      'a text file claiming to be a PDF',
      async () => [
        {
          name: 'file',
          filename: 'reporte.pdf',
          type: 'application/pdf',
          bytes: Buffer.from('%PDF-1.7\nnada'),
        },
      ],
      {},
      400,
      /no es un PDF válido/,
    ],
    [
      'an empty file',
      async () => [{ name: 'file', filename: 'vacio.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) }],
      {},
      400,
      /está vacío/,
    ],
    [
      'a file over 10 MB',
      async () => [
        {
          name: 'file',
          filename: 'grande.pdf',
          type: 'application/pdf',
          bytes: Buffer.concat([await makePdf('x'), Buffer.alloc(10 * 1024 * 1024)]),
        },
      ],
      {},
      413,
      /como máximo 10 MB/,
    ],
    ['no file', async () => [], {}, 400, /Adjunta el documento/],
    ['two files', async () => [await pdfPart(), await pdfPart('b.pdf')], {}, 400, /un solo documento/],
    ['an unknown type', async () => [await pdfPart()], { type: 'CONTRATO' }, 400, /Elige el tipo/],
    ['no title', async () => [await pdfPart()], { title: '  ' }, 400, /periodo o el título/],
    [
      'an unknown investor',
      async () => [await pdfPart()],
      { userId: '00000000-0000-4000-8000-000000000000' },
      400,
      /No encontramos a ese inversionista/,
    ],
    [
      'an unknown fund',
      async () => [await pdfPart()],
      { productId: '00000000-0000-4000-8000-000000000000' },
      400,
      /No encontramos ese fondo/,
    ],
  ];
  it.each(refusals)('refuses %s in Spanish and stores nothing', async (_, files, over, status, message) => {
    const before = { files: (await storedFiles()).length, rows: await rowCount() };
    const res = await upload(tokens.admin, fields(over), await files());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ status: 'error', message: expect.stringMatching(message) });
    expect({ files: (await storedFiles()).length, rows: await rowCount() }).toEqual(before);
  });

  it('deletes the stored file again when the database write fails', async () => {
    const before = { files: (await storedFiles()).length, rows: await rowCount() };
    const spy = vi
      .spyOn(investorDocumentsRepository, 'insert')
      .mockRejectedValueOnce(new Error('database unavailable'));
    try {
      const res = await upload(tokens.admin, fields(), [await pdfPart()]);
      expect(res.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect({ files: (await storedFiles()).length, rows: await rowCount() }).toEqual(before);
  });
});

describe('spooling an upload to a temporary file', () => {
  it('stores the spooled bytes exactly, and removes the temporary files after a stored and a refused upload', async () => {
    // The spool's folder is made under the OS temporary folder, so this test points that elsewhere.
    const spoolRoot = await mkdtemp(path.join(tmpdir(), 'invierte-spool-test-'));
    const made: string[] = [];
    const watcher = watch(spoolRoot, (_event, name) => name && made.push(name));
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = spoolRoot;
    const leftovers = () => readdir(spoolRoot);
    try {
      // pdfkit's pages of varied text, about 200 KB: the same bytes must come back.
      const text = Array.from({ length: 4000 }, (_, i) => `Línea ${i} ${randomUUID()}`).join('\n');
      const file = await pdfPart('reporte-largo.pdf', text);
      expect(file.bytes.length).toBeGreaterThan(100_000);
      const res = await upload(tokens.operations, fields({ title: 'Reporte largo' }), [file]);
      expect(res.statusCode, res.body).toBe(201);
      const back = await get(tokens.admin, `/api/admin/documents/${res.json().data.id}/file`);
      expect(back.rawPayload.equals(file.bytes)).toBe(true);
      await vi.waitFor(async () => expect(await leftovers()).toEqual([]));
      expect(made.some((name) => name.startsWith('invierte-upload-'))).toBe(true);

      made.length = 0;
      const notPdf = { ...file, bytes: Buffer.from('no soy un PDF') };
      const refused = await upload(tokens.operations, fields(), [notPdf]);
      expect(refused.statusCode).toBe(400);
      const tooLarge = { ...file, bytes: Buffer.concat([file.bytes, Buffer.alloc(10 * 1024 * 1024)]) };
      const cut = await upload(tokens.operations, fields(), [tooLarge]);
      expect(cut.statusCode).toBe(413);
      await vi.waitFor(async () => expect(await leftovers()).toEqual([]));
      expect(made.filter((name) => name.startsWith('invierte-upload-')).length).toBeGreaterThanOrEqual(2);
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
      watcher.close();
      await rm(spoolRoot, { recursive: true, force: true });
    }
  });

  it('removes the temporary file of an upload whose connection is cut halfway', async () => {
    const spoolRoot = await mkdtemp(path.join(tmpdir(), 'invierte-spool-test-'));
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = spoolRoot;
    const socket = new Socket();
    try {
      const { port } = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
      const file = { ...(await pdfPart()), bytes: Buffer.alloc(3 * 1024 * 1024, 0x20) };
      const body = multipart(fields(), [file]);
      await new Promise<void>((resolve, reject) => {
        socket.once('error', reject).connect(Number(port), '127.0.0.1', resolve);
      });
      socket.write(
        `POST /api/admin/documents HTTP/1.1\r\nhost: 127.0.0.1\r\n` +
          `authorization: Bearer ${tokens.operations}\r\ncontent-type: ${body.contentType}\r\n` +
          `content-length: ${body.payload.length}\r\n\r\n`,
      );
      socket.write(body.payload.subarray(0, 1024 * 1024));
      // The first MiB of the file has reached its spooled file: then the connection goes.
      const spooled = async () => {
        const [dir] = await readdir(spoolRoot);
        return dir ? readdir(path.join(spoolRoot, dir)) : [];
      };
      await vi.waitFor(async () => expect(await spooled()).toEqual(['1.part']));
      socket.destroy();
      await vi.waitFor(async () => expect(await readdir(spoolRoot)).toEqual([]));
    } finally {
      socket.destroy();
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
      await rm(spoolRoot, { recursive: true, force: true });
    }
  });
});

describe('who may do what', () => {
  it('asks a guest to log in and refuses investors and administrators without the permission', async () => {
    const file = await pdfPart();
    for (const [token, status] of [
      [undefined, 401],
      [tokens.interesado, 403],
      [tokens.participe, 403],
      [tokens.support, 403],
      [tokens.auditor, 403],
    ] as const)
      expect((await upload(token, fields(), [file])).statusCode).toBe(status);
    for (const [token, status] of [
      [undefined, 401],
      [tokens.participe, 403],
      [tokens.support, 403],
    ] as const)
      expect((await get(token, `/api/admin/documents?userId=${investorId}`)).statusCode).toBe(status);
  });

  it('shows an investor only their own documents: anyone else’s id is 404', async () => {
    const res = await upload(tokens.admin, fields({ userId: otherId }), [await pdfPart('ajeno.pdf')]);
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    expect((await get(tokens.participe, `/api/portfolio/investment-report/${id}`)).statusCode).toBe(404);
    const list = await get(tokens.participe, `/api/portfolio/${factoring}/investment-reports`);
    expect(list.json().data.map((d: { id: string }) => d.id)).not.toContain(id);
    expect((await get(tokens.interesado, `/api/portfolio/investment-report/${id}`)).statusCode).toBe(200);
    expect((await get(undefined, `/api/portfolio/investment-report/${id}`)).statusCode).toBe(401);
    expect(
      (await get(tokens.participe, `/api/portfolio/00000000-0000-4000-8000-000000000000/investment-reports`))
        .statusCode,
    ).toBe(404);
  });
});

describe('removing a document', () => {
  it('hides it from the investor and the list; the row stays with who removed it', async () => {
    const res = await upload(tokens.admin, fields({ title: 'Para quitar' }), [await pdfPart()]);
    const id = res.json().data.id;
    expect((await get(tokens.auditor, `/api/admin/documents/${id}`, 'DELETE')).statusCode).toBe(403);
    const removed = await get(tokens.operations, `/api/admin/documents/${id}`, 'DELETE');
    expect(removed.statusCode).toBe(200);
    expect((await get(tokens.participe, `/api/portfolio/investment-report/${id}`)).statusCode).toBe(404);
    expect((await get(tokens.admin, `/api/admin/documents/${id}/file`)).statusCode).toBe(404);
    const list = await get(tokens.admin, `/api/admin/documents?userId=${investorId}`);
    expect(list.json().data.map((d: { id: string }) => d.id)).not.toContain(id);
    const [row] = await t.db.select().from(investorDocuments).where(eq(investorDocuments.id, id));
    expect(row?.removedAt).not.toBeNull();
    expect(row?.removedBy).not.toBeNull();
    expect((await get(tokens.admin, `/api/admin/documents/${id}`, 'DELETE')).statusCode).toBe(404);
  });
});
