import { documentNumberError, limaDate, type ReviewDocument } from '@invierte/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, onboardingFiles } from '../../../db/schema.ts';
import { demoTokens, nextIp } from '../../../test/accounts.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { client, createOnboarding, newInvestor, snapshot } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * "¿Eres el beneficiario final?" → No (requirements R2, beneficiary-info-final): the investor uploads
 * the beneficiary's identity document, then saves the beneficiary with the part; "Sí" keeps none.
 * Compliance reads the beneficiary in the review and opens the document through the audited viewer.
 */
let t: TestApp;
let token: string;
let id: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  ({ token } = await newInvestor(t));
  id = await createOnboarding(t, token);
  ({ admin: adminToken } = (await demoTokens(t, ['admin'])) as { admin: string });
});
afterAll(async () => t.close());

type FilePart = { name: string; filename: string; type: string; bytes: Buffer };
const uploadTo = (onboardingId: string, files: FilePart[], as = token) => {
  const body = multipart({}, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/onboarding/${onboardingId}/final-beneficiary/document`,
    headers: { authorization: `Bearer ${as}`, 'content-type': body.contentType },
    payload: body.payload,
    remoteAddress: nextIp(),
  });
};
const dniPhoto = (): FilePart => ({
  name: 'file',
  filename: 'dni-beneficiario.png',
  type: 'image/png',
  bytes: makePng(90, 60),
});
const fileRows = (onboardingId: string) =>
  t.db
    .select()
    .from(onboardingFiles)
    .where(
      and(eq(onboardingFiles.onboardingId, onboardingId), eq(onboardingFiles.kind, 'BENEFICIARY_DOCUMENT')),
    );

async function uploadedId(onboardingId = id, as = token): Promise<string> {
  const res = await uploadTo(onboardingId, [dniPhoto()], as);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

const beneficiary = (documentFileId: string, extra: Record<string, unknown> = {}) => ({
  documentType: 'DNI',
  documentNumber: '41234567',
  name: 'Lucía',
  lastName: 'Ramos',
  secondLastName: 'Vega',
  birthDate: '1960-03-14',
  nationality: 'PER',
  relationship: 'PADRE_MADRE',
  documentFileId,
  ...extra,
});
const saveNo = (body: Record<string, unknown> | undefined, onboardingId = id) =>
  client(t, token).post(`/api/onboarding/${onboardingId}/final-beneficiary`, {
    isFinalBeneficiary: false,
    declarationAccepted: true,
    ...(body && { beneficiary: body }),
  });

/** A save that must be refused with 400 naming `field`, leaving the onboarding as it was. */
async function refused(body: Record<string, unknown> | undefined, field: string, message: string | RegExp) {
  const before = await snapshot(t, id);
  const res = await saveNo(body);
  expect(res.statusCode, res.body).toBe(400);
  const hit = (res.json().errors as Array<{ field: string; message: string }>).find((e) => e.field === field);
  expect(hit, res.body).toBeDefined();
  expect(hit!.message).toMatch(message);
  expect(await snapshot(t, id)).toEqual(before);
}

describe('the final beneficiary in step 1', () => {
  it('keeps the beneficiary of a "No", a minor included, and none after a "Sí"', async () => {
    const fileId = await uploadedId();
    const saved = await saveNo(beneficiary(fileId));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.parts.finalBeneficiary).toEqual({
      isFinalBeneficiary: false,
      declarationAccepted: true,
      beneficiary: beneficiary(fileId),
    });

    // The beneficiary may be a child: the terms' age rule is the investor's, not hers.
    const childFile = await uploadedId();
    const child = beneficiary(childFile, { birthDate: '2016-08-01', relationship: 'HIJO' });
    expect((await saveNo(child)).statusCode).toBe(200);

    const yes = await client(t, token).post(`/api/onboarding/${id}/final-beneficiary`, {
      isFinalBeneficiary: true,
      declarationAccepted: true,
      beneficiary: child,
    });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json().data.parts.finalBeneficiary).toEqual({
      isFinalBeneficiary: true,
      declarationAccepted: true,
    });
  });

  it('refuses a "No" without the beneficiary, with missing fields or a bad document, in Spanish', async () => {
    const fileId = await uploadedId();
    await refused(undefined, 'body.beneficiary', 'Ingresa los datos del beneficiario final.');
    await refused(beneficiary(fileId, { name: '' }), 'body.beneficiary.name', /.+/);
    await refused(
      beneficiary(fileId, { relationship: undefined }),
      'body.beneficiary.relationship',
      'Selecciona tu relación con el beneficiario.',
    );
    await refused(
      beneficiary(fileId, { birthDate: '1990-02-30' }),
      'body.beneficiary.birthDate',
      'Ingresa una fecha válida.',
    );
    // The DNI of every identity form: eight digits, with its own message.
    await refused(
      beneficiary(fileId, { documentNumber: '4123456' }),
      'body.beneficiary.documentNumber',
      documentNumberError('DNI', '4123456')!,
    );
    await refused(
      beneficiary(fileId, { documentNumber: '4123456A' }),
      'body.beneficiary.documentNumber',
      documentNumberError('DNI', '4123456A')!,
    );
    await refused(
      beneficiary(fileId, { documentFileId: undefined }),
      'body.beneficiary.documentFileId',
      'Adjunta el documento de identidad del beneficiario final.',
    );
  });

  it('refuses what only the server can tell: a future birth, an unknown country, a document not of this request', async () => {
    const fileId = await uploadedId();
    const tomorrow = new Date(Date.parse(`${limaDate(new Date())}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    await refused(
      beneficiary(fileId, { birthDate: tomorrow }),
      'body.beneficiary.birthDate',
      'La fecha de nacimiento no puede ser futura.',
    );
    await refused(
      beneficiary(fileId, { nationality: 'ZZZ' }),
      'body.beneficiary.nationality',
      'Selecciona un país de la lista.',
    );

    // Another investor's upload, or an id that names no upload, is no document of this request.
    const other = await newInvestor(t);
    const otherId = await createOnboarding(t, other.token);
    const othersFile = await uploadedId(otherId, other.token);
    for (const documentFileId of [othersFile, '0b8f1f5e-5b9c-4a53-9d4e-2f1f7f0f0a11'])
      await refused(
        beneficiary(documentFileId),
        'body.beneficiary.documentFileId',
        'No encontramos el documento adjunto. Vuelve a adjuntarlo.',
      );
  });

  it('refuses an upload that is not a readable JPG, PNG or PDF of at most 5 MB, storing nothing', async () => {
    const before = (await fileRows(id)).length;
    const storedBefore = (await t.storedKeys(`onboarding/${id}/beneficiary/`)).length;
    const cases: Array<[FilePart[], number, string | RegExp]> = [
      [[], 400, 'Adjunta el documento de identidad del beneficiario final.'],
      [
        [{ name: 'file', filename: 'dni.pdf', type: 'application/pdf', bytes: Buffer.from('no soy un PDF') }],
        400,
        /dni\.pdf/,
      ],
      [
        [{ name: 'file', filename: 'dni.txt', type: 'text/plain', bytes: Buffer.from('hola') }],
        400,
        /no es una imagen JPG o PNG ni un PDF/,
      ],
      [
        [{ name: 'file', filename: 'dni.png', type: 'image/png', bytes: Buffer.alloc(5 * 1024 * 1024 + 1) }],
        413,
        'El documento debe pesar como máximo 5 MB.',
      ],
      [[dniPhoto(), dniPhoto()], 400, 'Adjunta un solo documento.'],
    ];
    for (const [files, status, message] of cases) {
      const res = await uploadTo(id, files);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await fileRows(id)).toHaveLength(before);
    expect(await t.storedKeys(`onboarding/${id}/beneficiary/`)).toHaveLength(storedBefore);
  });

  it("refuses an upload to another investor's request, or without a session", async () => {
    const other = await newInvestor(t);
    const otherId = await createOnboarding(t, other.token);
    expect((await uploadTo(otherId, [dniPhoto()])).statusCode).toBe(404);
    const body = multipart({}, [dniPhoto()]);
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/onboarding/${otherId}/final-beneficiary/document`,
      headers: { 'content-type': body.contentType },
      payload: body.payload,
      remoteAddress: nextIp(),
    });
    expect(guest.statusCode).toBe(401);
    expect(await fileRows(otherId)).toHaveLength(0);
  });
});

describe('the final beneficiary in the review', () => {
  it('shows compliance the beneficiary and opens only the document the part names, audited', async () => {
    const investor = await newInvestor(t);
    const onboardingId = await createOnboarding(t, investor.token);
    const replaced = await uploadedId(onboardingId, investor.token);
    const fileId = await uploadedId(onboardingId, investor.token);
    const saved = await client(t, investor.token).post(`/api/onboarding/${onboardingId}/final-beneficiary`, {
      isFinalBeneficiary: false,
      declarationAccepted: true,
      beneficiary: beneficiary(fileId),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const admin = client(t, adminToken);
    const detail = await admin.get(`/api/admin/onboarding/${onboardingId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.parts.finalBeneficiary.beneficiary).toEqual(beneficiary(fileId));

    const list = await admin.get(`/api/admin/onboarding/${onboardingId}/documents`);
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data.items as ReviewDocument[];
    expect(items.filter((d) => d.kind === 'BENEFICIARY_DOCUMENT')).toEqual([
      expect.objectContaining({
        id: fileId,
        label: 'Documento de identidad del beneficiario final',
        fileName: 'dni-beneficiario.png',
        contentType: 'image/png',
      }),
    ]);
    expect(items.some((d) => d.id === replaced)).toBe(false);

    const opened = await admin.get(`/api/admin/onboarding/${onboardingId}/documents/${fileId}/file?modo=ver`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'onboarding.document.view'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ entityId: onboardingId });
    expect(audit!.after).toMatchObject({ fileId, kind: 'BENEFICIARY_DOCUMENT' });
    expect(
      (await admin.get(`/api/admin/onboarding/${onboardingId}/documents/${replaced}/file`)).statusCode,
    ).toBe(404);
  });
});
