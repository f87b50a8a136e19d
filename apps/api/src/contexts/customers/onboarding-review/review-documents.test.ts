import { createHash } from 'node:crypto';
import type { ReviewDocument } from '@invierte/domain';
import { desc, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, onboardings, users } from '../../../db/schema.ts';
import { seedDemoStory } from '../../../seed/seed-story.ts';
import { demoTokens } from '../../../test/accounts.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { onboardingRepository } from '../onboarding/onboarding.repository.ts';
import { call } from './review-test-kit.ts';

/**
 * The review's documents on the seeded stories: Rocío's request waits in verification with its
 * signed contract, annexes, certificate and PDF voucher; she adds a photo of the transfer, the team
 * adds her identity document and publishes a statement for her. Every kind opens for a reviewer,
 * each opening is audited, and nobody else opens anything.
 */
let t: TestApp;
let req: ReturnType<typeof call>;
const tokens: Record<string, string> = {};
let requestId: string;
let otherRequestId: string;
let adminId: string;
let documents: ReviewDocument[];

const base = '/api/admin/onboarding';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function makePdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text(text);
  doc.end();
  return done;
}

async function requestOf(email: string) {
  const [row] = await t.db
    .select({ id: onboardings.id, userId: users.id })
    .from(onboardings)
    .innerJoin(users, eq(users.id, onboardings.userId))
    .where(eq(users.email, email));
  return row!;
}

/** A multipart POST as a browser sends it. */
async function upload(
  token: string,
  url: string,
  fields: Record<string, string>,
  file: { name: string; filename: string; type: string; bytes: Buffer },
) {
  const body = multipart(fields, [file]);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
    remoteAddress: '10.9.9.9',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const fileUrl = (id: string, documentId: string, modo?: string) =>
  `${base}/${id}/documents/${documentId}/file${modo ? `?modo=${modo}` : ''}`;

async function auditRows(action: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  req = call(t);
  await seedDemoStory(t.ctx, t.app.log);
  Object.assign(tokens, await demoTokens(t, ['admin', 'operations', 'support', 'auditor', 'compliance']));
  const rocio = await requestOf('verificacion@invierte.pe');
  requestId = rocio.id;
  otherRequestId = (await requestOf('participe@invierte.pe')).id;
  const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@invierte.pe'));
  adminId = admin!.id;

  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'verificacion@invierte.pe', password: 'Demo2026' },
    remoteAddress: '10.9.9.8',
  });
  tokens.rocio = login.json().data.accessToken;
  // A photo of the transfer beside the bank's PDF receipt.
  await upload(
    tokens.rocio!,
    `/api/onboarding/${requestId}/deposit`,
    { onboardingId: requestId },
    { name: 'files[]', filename: 'foto-transferencia.png', type: 'image/png', bytes: makePng(64, 48) },
  );
  await upload(
    tokens.admin!,
    `${base}/signing/${requestId}/add-document`,
    { idOnboarding: requestId, type: 'DOCUMENTO_IDENTIDAD' },
    { name: 'file', filename: 'dni-rocio.png', type: 'image/png', bytes: makePng(80, 50) },
  );
  await upload(
    tokens.operations!,
    '/api/admin/documents',
    { userId: rocio.userId, type: 'ACCOUNT_STATEMENT', title: 'Noviembre 2026' },
    {
      name: 'file',
      filename: 'estado-noviembre.pdf',
      type: 'application/pdf',
      bytes: await makePdf('Estado'),
    },
  );
  const list = await req(tokens.admin!, 'GET', `${base}/${requestId}/documents`);
  expect(list.statusCode, list.body).toBe(200);
  documents = list.json().data.items;
});
afterAll(async () => t?.close());

describe('the review’s documents', () => {
  it('lists every document of the request and of its investor, in Spanish, without storage keys', () => {
    const kinds = documents.map((d) => d.kind);
    expect(new Set(kinds)).toEqual(
      new Set(['CONTRACT', 'ANNEX', 'CERTIFICATE', 'VOUCHER', 'ADMIN_DOCUMENT', 'INVESTOR_DOCUMENT']),
    );
    expect(kinds.filter((k) => k === 'VOUCHER')).toHaveLength(2);
    const byKind = (kind: string) => documents.find((d) => d.kind === kind)!;
    expect(byKind('CONTRACT')).toMatchObject({ label: 'Contrato', contentType: 'application/pdf' });
    expect(byKind('CERTIFICATE').label).toBe('Certificado de firma');
    expect(byKind('ADMIN_DOCUMENT')).toMatchObject({
      label: 'Documento de identidad',
      type: 'DOCUMENTO_IDENTIDAD',
      fileName: 'dni-rocio.png',
      contentType: 'image/png',
    });
    expect(byKind('INVESTOR_DOCUMENT')).toMatchObject({
      label: 'Estado de cuenta',
      title: 'Noviembre 2026',
      fileName: 'estado-noviembre.pdf',
    });
    const vouchers = documents.filter((d) => d.kind === 'VOUCHER');
    expect(vouchers.map((v) => v.contentType).sort()).toEqual(['application/pdf', 'image/png']);
    expect(vouchers.every((v) => v.label === 'Comprobante de transferencia')).toBe(true);
    expect(JSON.stringify(documents)).not.toMatch(/fileKey|onboarding\/|investor-documents\//);
  });

  it('opens each kind for a reviewer with its content type and exact bytes, and audits each opening', async () => {
    for (const document of documents) {
      const before = (await auditRows('onboarding.document.view')).length;
      const res = await req(tokens.admin!, 'GET', fileUrl(requestId, document.id));
      expect(res.statusCode, document.kind).toBe(200);
      expect(res.headers['content-type'], document.kind).toBe(document.contentType);
      expect(res.headers['content-disposition'], document.kind).toMatch(/^inline; filename="/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(sha256(res.rawPayload), document.kind).toBe(document.sha256);
      expect(res.rawPayload.length).toBe(document.size);

      const rows = await auditRows('onboarding.document.view');
      expect(rows.length, document.kind).toBe(before + 1);
      expect(rows[0]).toMatchObject({
        actorUserId: adminId,
        entity: 'onboarding',
        entityId: requestId,
        userAgent: 'vitest-review',
        after: {
          fileId: document.id,
          kind: document.kind,
          fileName: document.fileName,
          sha256: document.sha256,
        },
      });
      expect(rows[0]!.ip).toMatch(/^10\.\d+\.\d+\.\d+$/);
    }
  });

  it('downloads as an attachment under the document’s own name, audited as a download', async () => {
    const contract = documents.find((d) => d.kind === 'CONTRACT')!;
    const res = await req(tokens.admin!, 'GET', fileUrl(requestId, contract.id, 'descargar'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${contract.fileName}"; filename*=UTF-8''${encodeURIComponent(contract.fileName)}`,
    );
    const [row] = await auditRows('onboarding.document.download');
    expect(row).toMatchObject({ actorUserId: adminId, entityId: requestId, after: { fileId: contract.id } });
  });

  it('opens for every profile that reviews (compliance, the auditor)', async () => {
    const voucher = documents.find((d) => d.kind === 'VOUCHER')!;
    for (const who of ['compliance', 'auditor']) {
      const res = await req(tokens[who]!, 'GET', fileUrl(requestId, voucher.id));
      expect(res.statusCode, who).toBe(200);
    }
  });

  it('refuses a guest (401), the investor herself and an admin who does not review (403), writing nothing', async () => {
    const before = (await t.db.select({ id: auditLog.id }).from(auditLog)).length;
    const contract = documents.find((d) => d.kind === 'CONTRACT')!;
    for (const url of [`${base}/${requestId}/documents`, fileUrl(requestId, contract.id)]) {
      expect((await req(null, 'GET', url)).statusCode, url).toBe(401);
      expect((await req(tokens.rocio!, 'GET', url)).statusCode, url).toBe(403);
      expect((await req(tokens.support!, 'GET', url)).statusCode, url).toBe(403);
    }
    expect((await t.db.select({ id: auditLog.id }).from(auditLog)).length).toBe(before);
  });

  it('answers 404 for another request’s document, a removed one or an unknown id, and 400 for a malformed one', async () => {
    const before = (await t.db.select({ id: auditLog.id }).from(auditLog)).length;
    const others = await req(tokens.admin!, 'GET', `${base}/${otherRequestId}/documents`);
    const mariasContract = (others.json().data.items as ReviewDocument[]).find((d) => d.kind === 'CONTRACT')!;
    expect(mariasContract).toBeDefined();
    const crossed = await req(tokens.admin!, 'GET', fileUrl(requestId, mariasContract.id));
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().message).toBe('No encontramos ese documento en la solicitud.');
    // Rocío's voucher through María's request is not María's either.
    const voucher = documents.find((d) => d.kind === 'VOUCHER')!;
    expect((await req(tokens.admin!, 'GET', fileUrl(otherRequestId, voucher.id))).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await req(tokens.admin!, 'GET', fileUrl(requestId, unknown))).statusCode).toBe(404);
    expect((await req(tokens.admin!, 'GET', fileUrl(unknown, voucher.id))).statusCode).toBe(404);
    const malformed = await req(tokens.admin!, 'GET', fileUrl(requestId, '..%2F..%2Fpglite'));
    expect(malformed.statusCode).toBe(400);
    expect((await req(tokens.admin!, 'GET', fileUrl(requestId, voucher.id, 'borrar'))).statusCode).toBe(400);

    // The team's document, once removed, no longer opens.
    const added = documents.find((d) => d.kind === 'ADMIN_DOCUMENT')!;
    const removed = await req(tokens.admin!, 'POST', `${base}/signing/${requestId}/remove-document`, {
      idFile: added.id,
    });
    expect(removed.statusCode).toBe(200);
    expect((await req(tokens.admin!, 'GET', fileUrl(requestId, added.id))).statusCode).toBe(404);
    const after = await req(tokens.admin!, 'GET', `${base}/${requestId}/documents`);
    expect((after.json().data.items as ReviewDocument[]).map((d) => d.id)).not.toContain(added.id);
    // Only the removal itself was written.
    const rows = await t.db.select({ action: auditLog.action }).from(auditLog).orderBy(desc(auditLog.id));
    expect(rows.length).toBe(before + 1);
    expect(rows[0]!.action).toBe('onboarding.document.remove');
  });

  it('audits the back office’s download of a published document, not the investor’s own', async () => {
    const published = documents.find((d) => d.kind === 'INVESTOR_DOCUMENT')!;
    const [operationsUser] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'operaciones@invierte.pe'));
    const res = await req(tokens.operations!, 'GET', `/api/admin/documents/${published.id}/file`);
    expect(res.statusCode).toBe(200);
    expect(sha256(res.rawPayload)).toBe(published.sha256);
    const [row] = await auditRows('document.download');
    expect(row).toMatchObject({
      actorUserId: operationsUser!.id,
      entity: 'investor-document',
      entityId: published.id,
      userAgent: 'vitest-review',
      after: { fileName: 'estado-noviembre.pdf', sha256: published.sha256, title: 'Noviembre 2026' },
    });
    expect(row!.ip).toMatch(/^10\./);

    const count = (await auditRows('document.download')).length;
    const own = await req(tokens.rocio!, 'GET', `/api/portfolio/investment-report/${published.id}`);
    expect(own.statusCode).toBe(200);
    expect((await auditRows('document.download')).length).toBe(count);
  });

  it('names the request’s investor and fund beside each opening in the audit log', async () => {
    const res = await req(tokens.admin!, 'GET', '/api/admin/audit?entity=onboarding&page=1&limit=5');
    expect(res.statusCode).toBe(200);
    const viewed = (res.json().data.items as Array<{ action: string; subject: string | null }>).find((i) =>
      i.action.startsWith('onboarding.document.'),
    );
    expect(viewed?.subject).toBe('Rocío Vargas (verificacion@invierte.pe) · Factoring (USD)');
  });
});

describe('the deposit checks', () => {
  const verdicts = async (id: string) => {
    const res = await req(tokens.admin!, 'GET', `${base}/checking/${id}`);
    expect(res.statusCode).toBe(200);
    return Object.fromEntries(
      (res.json().data.checks as Array<{ key: string; ok: boolean }>).map((c) => [c.key, c.ok]),
    ) as Record<string, boolean>;
  };
  const part = async (name: string) =>
    (await onboardingRepository.listParts(t.db, requestId)).find((p) => p.part === name)!.data;
  const save = (name: string, data: Record<string, unknown>) =>
    onboardingRepository.upsertPart(t.db, requestId, name, data, new Date());

  it('pass on the seeded request, whose transfer agrees with what it asks', async () => {
    expect(await verdicts(requestId)).toEqual({
      'restricted-list': true,
      'contract-signed': true,
      vouchers: true,
      amount: true,
      currency: true,
      bank: true,
      'transfer-date': true,
    });
  });

  it('flag each mismatch of the registered transfer on its own', async () => {
    const deposit = await part('deposit');
    const account = await part('bankAccount');
    const [request] = await t.db.select().from(onboardings).where(eq(onboardings.id, requestId));
    const created = request!.createdAt;
    const dayBefore = new Date(created.getTime() - 86_400_000 * 2).toISOString().slice(0, 10);
    const cases: Array<[string, string, Record<string, unknown>]> = [
      ['amount', 'deposit', { ...deposit, amount: '7999.99' }],
      ['bank', 'deposit', { ...deposit, bank: 'BCP', bankName: 'BCP' }],
      ['transfer-date', 'deposit', { ...deposit, transferDate: dayBefore }],
      ['transfer-date', 'deposit', { ...deposit, transferDate: '2999-01-01' }],
      ['currency', 'bankAccount', { ...account, currency: 'PEN' }],
    ];
    for (const [key, name, data] of cases) {
      await save(name, data);
      const result = await verdicts(requestId);
      const failed = Object.entries(result)
        .filter(([, ok]) => !ok)
        .map(([k]) => k);
      expect(failed, `${key} ${JSON.stringify(data)}`).toEqual([key]);
      await save('deposit', deposit);
      await save('bankAccount', account);
    }
    expect(Object.values(await verdicts(requestId)).every(Boolean)).toBe(true);
  });

  it('name both banks as the bank list does, not by their codes', async () => {
    const deposit = (await part('deposit')) as { bankName: string };
    const res = await req(tokens.admin!, 'GET', `${base}/checking/${requestId}`);
    const bank = (res.json().data.checks as Array<{ key: string; detail: string }>).find(
      (c) => c.key === 'bank',
    );
    expect(deposit.bankName).not.toBe('INTERBANK');
    expect(bank?.detail).toBe(
      `Transferencia desde ${deposit.bankName}; cuenta registrada en ${deposit.bankName}.`,
    );
  });
});
