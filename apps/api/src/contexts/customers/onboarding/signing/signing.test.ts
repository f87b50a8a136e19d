import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { signingMessages } from '@invierte/domain';
import { and, desc, eq, like } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  mailOutbox,
  onboardingEvents,
  onboardingFiles,
  onboardingSignatures,
} from '../../../../db/schema.ts';
import { nextIp } from '../../../../test/accounts.ts';
import { utcSeconds } from '../../../../shared/lima-text.ts';
import { expectReadableDocument, spanishDate } from '../../../../test/pdf-text.ts';
import { client, createOnboarding, newInvestor, snapshot, validParts } from '../../../../test/onboarding.ts';
import { sample } from '../../../../test/metrics-text.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { signAccessToken, verifyAccessToken } from '../../../identity/auth/access-token.ts';
import { verifyOnboardingDocuments } from './verify-documents.ts';

const METRICS_TOKEN = 'metrics-token-for-the-test-0123456789';
let t: TestApp;
beforeAll(async () => {
  // Some tests alter a signed file on disk to see it refused: this file keeps its files there.
  t = await createTestApp({ seed: true, env: { FILES_STORE: 'local', METRICS_TOKEN } });
});
afterAll(async () => t.close());

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const pdfText = async (bytes: Uint8Array) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
};

/** An investor whose step 1 is complete (PENDING_SIGNATURE), through the save calls. */
async function readyToSign() {
  const { token, dni } = await newInvestor(t);
  const id = await createOnboarding(t, token);
  const parts = validParts(dni);
  const api = client(t, token);
  for (const [p, body] of [
    ['personal-information', parts['personal-information']],
    ['personal-birthdata', parts['personal-birthdata']],
    ['address', parts.address],
    ['personal-ocupation', parts['personal-ocupation']],
    ['pep', parts.pep],
    ['beneficiary-personal-information', { holder: 'SELF' }],
    ['final-beneficiary', parts['final-beneficiary']],
    ['account-type', { accountType: 'INDIVIDUAL' }],
    ['investment', parts.investment],
    ['bank-account', parts['bank-account']],
  ] as const) {
    const res = await api.post(`/api/onboarding/${id}/${p}`, body);
    expect(res.statusCode, res.body).toBe(200);
  }
  return { token, dni, id, api };
}

type Api = ReturnType<typeof client>;
async function generate(api: Api, id: string) {
  const res = await api.post('/api/onboarding/signing/create-contract', { onboardingId: id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    state: string;
    contractState: string;
    documents: Array<{ id: string; kind: string; fileName: string; sha256: string; size: number }>;
    signature: { status: string; certificateFileId: string | null } | null;
  };
}
const acceptAll = async (api: Api, id: string, ids: string[]) => {
  const res = await api.post(`/api/onboarding/${id}/contracts`, { documentIds: ids });
  expect(res.statusCode, res.body).toBe(200);
};
const requestCode = (api: Api) => api.post('/api/otp/request', { purpose: 'CONTRACT_SIGNATURE' });

async function lastCode(dni: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.subject, 'Tu código para firmar tu contrato'),
        like(mailOutbox.toAddress, `%${dni}%`),
      ),
    )
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const code = /es (\d{6})\./.exec(mail?.textBody ?? '')?.[1];
  if (!code) throw new Error('no signing code mailed');
  return code;
}
/** Accepts every listed document, asks for the signing code and reads it from the outbox. */
async function acceptAndAskCode(api: Api, id: string, dni: string, documents: Array<{ id: string }>) {
  await acceptAll(
    api,
    id,
    documents.map((d) => d.id),
  );
  expect((await requestCode(api)).statusCode).toBe(200);
  return lastCode(dni);
}
const stored = async (fileId: string) => {
  const [row] = await t.db.select().from(onboardingFiles).where(eq(onboardingFiles.id, fileId));
  if (!row) throw new Error('no file row');
  return { row, file: path.join(t.config.dataDir, 'uploads', row.fileKey) };
};
const eventsOf = async (id: string) =>
  (
    await t.db
      .select()
      .from(onboardingEvents)
      .where(eq(onboardingEvents.onboardingId, id))
      .orderBy(onboardingEvents.seq)
  ).map((e) => e.event);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('step 2: contract, acceptance, code and signature', () => {
  it('generates the documents from the investor data, signs with the code, and issues the certificate', async () => {
    const { id, api, dni } = await readyToSign();
    const view = await generate(api, id);
    expect(view).toMatchObject({ state: 'PENDING_SIGNATURE', contractState: 'GENERATED' });
    expect(view.documents.map((d) => d.kind)).toEqual(['CONTRACT', 'ANNEX', 'ANNEX']);
    expect(view.signature?.status).toBe('PENDING');
    // The SHA-256 recorded before signing is the one of the bytes on disk.
    for (const d of view.documents) expect(sha(await readFile((await stored(d.id)).file))).toBe(d.sha256);

    const download = await api.post('/api/onboarding/signing/download-contract', { onboardingId: id });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="contrato-de-participacion.pdf"',
    );
    expect(sha(download.rawPayload)).toBe(view.documents[0]?.sha256);
    const contractText = await pdfText(download.rawPayload);
    expectReadableDocument(contractText);
    const { name: manager, ruc } = t.config.fundManager;
    expect(contractText).toContain(
      `${manager}, con RUC ${ruc}, sociedad administradora del fondo Factoring en soles`,
    );
    expect(contractText).toContain(
      `Rosa Pérez Gómez, identificada con DNI ${dni} (en adelante, «el Partícipe»)`,
    );
    expect(contractText).toMatch(new RegExp(`^Contrato de participación En Lima, el ${spanishDate.source}`));
    // Text drawn in a PDF reads back with plain spaces (the no-break space between symbol and digits too).
    expect(contractText).toContain('por S/ 1,500.00, equivalentes a');
    expect(contractText).toMatch(new RegExp(`al valor cuota de S/ \\d+\\.\\d{8} del ${spanishDate.source}`));
    expect(contractText).toContain(
      'en su cuenta de ahorros en soles número 1934567890123 (CCI 00219300456789012317), abierta en Banco de Crédito del Perú (BCP).',
    );
    expect(contractText).toContain(
      `haber leído el «Reglamento de participación - Factoring en soles», publicado en ${t.config.publicUrl}/documentos/reglamento-fiamn.pdf, y este contrato`,
    );
    const annex = async (n: number) =>
      pdfText(
        (
          await api.post('/api/onboarding/signing/download-contract', {
            onboardingId: id,
            fileId: view.documents[n]?.id,
          })
        ).rawPayload,
      );
    const keyFacts = await annex(1);
    expectReadableDocument(keyFacts);
    expect(keyFacts).toContain(`Administradora: ${manager} (RUC ${ruc})`);
    expect(keyFacts).toContain('Monto: S/ 1,500.00');
    expect(keyFacts).toContain('Reglamento: Reglamento de participación - Factoring en soles');
    const declaration = await annex(2);
    expectReadableDocument(declaration);
    expect(declaration).toContain('Sueldo o salario');
    expect(declaration).toContain(`Documento: DNI N.° ${dni}`);
    expect(declaration).toContain('Nacionalidad: Perú');
    expect(declaration).toContain('Estado civil: Soltera');
    expect(declaration).toContain('Fecha de nacimiento: 10 de mayo de 1990');
    expect(declaration).toContain('Lugar de nacimiento: Lima, Lima, Lima, Perú');
    expect(declaration).toContain('Domicilio: Av. Larco 123, Miraflores, Lima, Lima, Perú');
    expect(declaration).toContain(`Autorizo a ${manager} a verificarlos`);

    // Generating again while it waits returns the same documents.
    expect((await generate(api, id)).documents.map((d) => d.sha256)).toEqual(
      view.documents.map((d) => d.sha256),
    );

    const code = await acceptAndAskCode(api, id, dni, view.documents);

    const before = await snapshot(t, id);
    const wrong = await api.post('/api/onboarding/signing/send-contract', {
      onboardingId: id,
      code: wrongCode(code),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'El código no es correcto o ya venció. Revisa tu correo o pide uno nuevo.',
    );
    const after = await snapshot(t, id);
    expect({ ...after, events: 0 }).toEqual({ ...before, events: 0 });

    const signed = await api.post('/api/onboarding/signing/send-contract', { onboardingId: id, code });
    expect(signed.statusCode, signed.body).toBe(200);
    const data = signed.json().data;
    expect(data).toMatchObject({
      state: 'WAITING_FOR_APPROVAL',
      contractState: 'SIGNED',
      signature: { status: 'SIGNED' },
    });
    expect(data.documents.map((d: { kind: string }) => d.kind)).toEqual([
      'CONTRACT',
      'ANNEX',
      'ANNEX',
      'CERTIFICATE',
    ]);

    const [signature] = await t.db
      .select()
      .from(onboardingSignatures)
      .where(eq(onboardingSignatures.onboardingId, id));
    expect(signature?.signerIp).toMatch(/\d+\.\d+\.\d+\.\d+/);
    expect(signature?.signerUserAgent).toBe('vitest-onboarding');
    expect(signature?.contractSha256).toBe(view.documents[0]?.sha256);

    // The certificate: its own PDF with the hashes, the time (Lima and UTC) and the IP.
    const certificateId = data.signature.certificateFileId as string;
    const certificate = await api.post('/api/onboarding/signing/download-contract', {
      onboardingId: id,
      fileId: certificateId,
    });
    const text = await pdfText(certificate.rawPayload);
    for (const d of view.documents) expect(text).toContain(d.sha256);
    expect(text).toContain(signature?.signerIp ?? 'no ip');
    expectReadableDocument(text);
    expect(text).toContain(`Documento: DNI N.° ${dni}`);
    expect(text).toContain('Fondo: Factoring en soles');
    expect(text).toContain(`Fecha y hora (UTC): ${utcSeconds(signature!.signedAt!.toISOString())}`);
    expect(text).toContain('Fecha y hora (Lima)');
    expect(text).toContain('Código de un solo uso enviado');
    expect(text).toContain('Código incorrecto o vencido');

    expect(await eventsOf(id)).toEqual(
      expect.arrayContaining([
        'GENERATE_CONTRACT',
        'SIGNING_DOCUMENTS_ACCEPTED',
        'SIGNING_CODE_SENT',
        'SIGNING_CODE_REFUSED',
        'SIGNING_CODE_VERIFIED',
        'SIGN_CONTRACT',
        'SIGNING_CERTIFICATE_ISSUED',
      ]),
    );

    // The signed contract is mailed with the PDFs attached.
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.subject, 'Firmaste tu contrato de participación'),
          like(mailOutbox.toAddress, `%${dni}%`),
        ),
      );
    const eml = await readFile(mail?.filePath ?? '', 'utf8');
    expect(eml).toContain('filename=contrato-de-participacion.pdf');
    expect(eml).toContain('filename=constancia-de-firma.pdf');

    // Signing twice: refused, nothing changes.
    const again = await api.post('/api/onboarding/signing/send-contract', { onboardingId: id, code });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Tu contrato ya fue firmado.');
    expect((await verifyOnboardingDocuments(t.ctx, id)).every((c) => c.matches)).toBe(true);
  });

  it('refuses to sign before generating, before accepting, and someone else’s onboarding', async () => {
    const { id, api, dni } = await readyToSign();
    const early = await api.post('/api/onboarding/signing/send-contract', {
      onboardingId: id,
      code: '123456',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Primero genera tu contrato para poder firmarlo.');
    const noCode = await requestCode(api);
    expect(noCode.statusCode).toBe(409);

    const view = await generate(api, id);
    expect((await requestCode(api)).statusCode).toBe(200);
    const unaccepted = await api.post('/api/onboarding/signing/send-contract', {
      onboardingId: id,
      code: await lastCode(dni),
    });
    expect(unaccepted.statusCode).toBe(409);
    expect(unaccepted.json().message).toBe('Lee y acepta cada documento antes de firmar.');
    const partial = await api.post(`/api/onboarding/${id}/contracts`, {
      documentIds: [view.documents[0]?.id],
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe('Acepta todos los documentos listados.');

    const other = client(t, (await newInvestor(t)).token);
    for (const res of [
      await other.get(`/api/onboarding/signing/${id}`),
      await other.post('/api/onboarding/signing/create-contract', { onboardingId: id }),
      await other.post('/api/onboarding/signing/download-contract', { onboardingId: id }),
      await other.post(`/api/onboarding/${id}/contracts`, { documentIds: [view.documents[0]?.id] }),
      await other.post('/api/onboarding/signing/send-contract', { onboardingId: id, code: '123456' }),
      await other.get(`/api/onboarding/${id}/keynua-contract-token`),
    ])
      expect(res.statusCode, res.body).toBe(404);
    expect((await snapshot(t, id)).state).toBe('PENDING_SIGNATURE');
    const bad = await api.post('/api/onboarding/signing/send-contract', { onboardingId: id, code: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('Ingresa el código de 6 dígitos.');
  });

  it('allows three codes in 15 minutes and says when the next one can be asked', async () => {
    const { id, api } = await readyToSign();
    await generate(api, id);
    for (let i = 0; i < 3; i++) expect((await requestCode(api)).statusCode).toBe(200);
    const fourth = await requestCode(api);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(
      /^Ya te enviamos 3 códigos en los últimos 15 minutos\. Podrás pedir otro a las .+ \(hora de Lima\)\.$/,
    );
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(800);
    const view = (await api.get(`/api/onboarding/signing/${id}`)).json().data;
    expect(view.code.sendsLeft).toBe(0);
    expect(view.code.nextSendAt).not.toBeNull();
    expect(await eventsOf(id)).toContain('SIGNING_CODE_LIMITED');
  });

  it('refuses to sign a contract whose stored file changed by one byte, and verification reports it', async () => {
    const { id, api, dni } = await readyToSign();
    const view = await generate(api, id);
    await acceptAll(
      api,
      id,
      view.documents.map((d) => d.id),
    );
    const { file } = await stored(view.documents[0]?.id ?? '');
    const bytes = await readFile(file);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0x01;
    await writeFile(file, bytes);

    const checks = await verifyOnboardingDocuments(t.ctx, id);
    expect(checks.filter((c) => !c.matches).map((c) => c.fileName)).toEqual([
      'contrato-de-participacion.pdf',
    ]);

    expect((await requestCode(api)).statusCode).toBe(200);
    const before = await snapshot(t, id);
    const res = await api.post('/api/onboarding/signing/send-contract', {
      onboardingId: id,
      code: await lastCode(dni),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('no coincide');
    const after = await snapshot(t, id);
    expect([after.state, after.contractState, after.version]).toEqual([
      before.state,
      before.contractState,
      before.version,
    ]);
    expect(await eventsOf(id)).toContain('SIGNING_HASH_MISMATCH');

    // Downloading it is refused whole, in Spanish: no PDF header, no part of the altered bytes.
    const download = await api.post('/api/onboarding/signing/download-contract', { onboardingId: id });
    expect(download.statusCode).toBe(409);
    expect(download.headers['content-type']).toMatch(/^application\/json/);
    expect(download.headers['content-disposition']).toBeUndefined();
    expect(download.json().message).toContain('no coincide');
    // And operations are told at once: an incident logged with the file's key, counted for the alert.
    const tampered = t.logs.filter((line) => line.includes('"event":"file.tampered"'));
    expect(tampered.length).toBeGreaterThan(0);
    expect(tampered[0]).toContain(path.basename(file));
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(sample(metrics.body, 'invierte_incidents_total', { event: 'file.tampered' })).toBe(
      tampered.length,
    );
  });

  it('answers the provider calls with the built-in signer: token, then send-keynua with the code', async () => {
    const { id, api, dni } = await readyToSign();
    const view = await generate(api, id);
    await acceptAll(
      api,
      id,
      view.documents.map((d) => d.id),
    );
    const tokenRes = await api.get(`/api/onboarding/${id}/keynua-contract-token`);
    expect(tokenRes.statusCode).toBe(200);
    const { token } = tokenRes.json().data;
    expect((await requestCode(api)).statusCode).toBe(200);
    const code = await lastCode(dni);
    const forged = await api.post(`/api/onboarding/${id}/send-keynua`, { code, token: `${token}x` });
    expect(forged.statusCode).toBe(409);
    expect(forged.json().message).toBe(
      'El enlace de firma venció o no corresponde a tu contrato. Vuelve a cargar la página.',
    );
    const signed = await api.post(`/api/onboarding/${id}/send-keynua`, { code, token });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.state).toBe('WAITING_FOR_APPROVAL');
  });

  it('signs with a contract token and a code issued just before JWT_SECRET rotated, not once the old secret is dropped', async () => {
    const { id, api, dni, token } = await readyToSign();
    const view = await generate(api, id);
    await acceptAll(
      api,
      id,
      view.documents.map((d) => d.id),
    );
    const oldContractToken = (await api.get(`/api/onboarding/${id}/keynua-contract-token`)).json().data.token;
    expect((await requestCode(api)).statusCode).toBe(200);
    const code = await lastCode(dni);
    // The same session's access token as the new secret signs it (a refresh would give one).
    const NEW = randomBytes(32).toString('hex');
    const newToken = await signAccessToken(verifyAccessToken(token, [t.config.jwtSecret])!, NEW, 60);

    // Other processes on this one's disk, where its contract's files are (on PGlite).
    const started: Array<{ close(): Promise<void> }> = [];
    const processWith = async (env: Record<string, string>) => {
      const other = await t.anotherProcess({ ...env, DATA_DIR: t.config.dataDir });
      started.push(other);
      return other.app;
    };
    onTestFinished(() => Promise.all(started.map((p) => p.close())).then(() => undefined));

    // The old secret dropped: its contract token is refused, and so is its code (under a contract
    // token the new secret signed), with the usual messages, and nothing is signed.
    const dropped = client({ ...t, app: await processWith({ JWT_SECRET: NEW }) }, newToken);
    const staleToken = await dropped.post(`/api/onboarding/${id}/send-keynua`, {
      code,
      token: oldContractToken,
    });
    expect(staleToken.statusCode).toBe(409);
    expect(staleToken.json().message).toBe(signingMessages.tokenInvalid);
    const newContractToken = (await dropped.get(`/api/onboarding/${id}/keynua-contract-token`)).json().data
      .token;
    const staleCode = await dropped.post(`/api/onboarding/${id}/send-keynua`, {
      code,
      token: newContractToken,
    });
    expect(staleCode.statusCode).toBe(400);
    expect(staleCode.json().message).toBe(signingMessages.badCode);

    // Mid-rotation (signing with the new secret, still accepting the old): both are good, it signs.
    const rotated = await processWith({ JWT_SECRET: NEW, JWT_ACCEPTED_SECRETS: t.config.jwtSecret });
    const signed = await client({ ...t, app: rotated }, newToken).post(`/api/onboarding/${id}/send-keynua`, {
      code,
      token: oldContractToken,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.state).toBe('WAITING_FOR_APPROVAL');
  });

  it('generates once when the page asks twice at the same time, and both answers show that contract', async () => {
    // The investor leaves the documents page while they generate and comes back: her browser asks again
    // while the first generation still draws. Before, the one that committed second answered 409.
    const { id, api } = await readyToSign();
    const results = await Promise.all([
      api.post('/api/onboarding/signing/create-contract', { onboardingId: id }),
      api.post('/api/onboarding/signing/create-contract', { onboardingId: id }),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBe(201);
    const [first, second] = results.map((r) => r.json().data.documents.map((d: { id: string }) => d.id));
    expect(second).toEqual(first);
    expect(first).toHaveLength(3);
    expect((await eventsOf(id)).filter((e) => e === 'GENERATE_CONTRACT')).toHaveLength(1);
    const pending = await t.db
      .select()
      .from(onboardingSignatures)
      .where(eq(onboardingSignatures.onboardingId, id));
    expect(pending.map((s) => s.status)).toEqual(['PENDING']);
  });

  it('signs once when the same code is sent twice at the same time', async () => {
    const { id, api, dni } = await readyToSign();
    const view = await generate(api, id);
    const code = await acceptAndAskCode(api, id, dni, view.documents);
    const results = await Promise.all([
      api.post('/api/onboarding/signing/send-contract', { onboardingId: id, code }),
      api.post('/api/onboarding/signing/send-contract', { onboardingId: id, code }),
    ]);
    const [won, lost] = [...results].sort((a, b) => a.statusCode - b.statusCode);
    expect(won!.statusCode, won!.body).toBe(200);
    // When the two overlap the second finds its code used (400); on a loaded machine it may arrive
    // after the first has finished and find the contract already signed (409). Neither signs again.
    if (lost!.statusCode === 400) expect(lost!.json().code).toBe('INVALID_CODE');
    else expect(lost!.statusCode, lost!.body).toBe(409);
    expect((await eventsOf(id)).filter((e) => e === 'SIGN_CONTRACT')).toHaveLength(1);
    const signatures = await t.db
      .select()
      .from(onboardingSignatures)
      .where(eq(onboardingSignatures.onboardingId, id));
    expect(signatures.filter((s) => s.status === 'SIGNED')).toHaveLength(1);
  });

  it('lists each request’s documents in Mis documentos as its signing screen does, for its owner only', async () => {
    const { id, api, dni } = await readyToSign();
    const documents = async (as: Api = api) => {
      const res = await as.get('/api/user/contracts');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Array<Record<string, unknown>>;
    };
    expect(await documents()).toEqual([]);

    const view = await generate(api, id);
    const unsigned = await documents();
    expect(unsigned.map((d) => [d.id, d.kind, d.title])).toEqual([
      [view.documents[0]?.id, 'CONTRACT', 'Contrato de participación'],
      [view.documents[1]?.id, 'ANNEX', 'Anexo 1: Hoja resumen y riesgos del fondo'],
      [view.documents[2]?.id, 'ANNEX', 'Anexo 2: Declaración de origen de fondos y datos del partícipe'],
    ]);
    for (const d of unsigned)
      expect(d).toMatchObject({ onboardingId: id, productName: 'Factoring', signed: false, signedAt: null });
    const stranger = client(t, (await newInvestor(t)).token);
    expect(await documents(stranger)).toEqual([]);

    const code = await acceptAndAskCode(api, id, dni, view.documents);
    const signed = await api.post('/api/onboarding/signing/send-contract', { onboardingId: id, code });
    expect(signed.statusCode, signed.body).toBe(200);
    const [signature] = await t.db
      .select()
      .from(onboardingSignatures)
      .where(eq(onboardingSignatures.onboardingId, id));
    const listed = await documents();
    expect(listed.map((d) => d.kind)).toEqual(['CONTRACT', 'ANNEX', 'ANNEX', 'CERTIFICATE']);
    for (const d of listed)
      expect(d).toMatchObject({ signed: true, signedAt: signature?.signedAt?.toISOString() });
    const certificate = listed[3]!;
    expect(certificate).toMatchObject({
      id: signature?.certificateFileId,
      title: 'Constancia de firma electrónica',
      fileName: 'constancia-de-firma.pdf',
    });
    const download = await api.post('/api/onboarding/signing/download-contract', {
      onboardingId: id,
      fileId: certificate.id,
    });
    expect(download.statusCode).toBe(200);
    expect(await pdfText(download.rawPayload)).toContain(signature?.signerIp ?? 'no ip');
    // Another investor cannot fetch it with the ids the list gave its owner.
    const refused = await stranger.post('/api/onboarding/signing/download-contract', {
      onboardingId: id,
      fileId: certificate.id,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('writes a new generation after step-1 data changes, voiding the unsigned one', async () => {
    const { id, api } = await readyToSign();
    const first = await generate(api, id);
    const edited = await api.post(`/api/onboarding/${id}/investment`, { amount: '2500' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await api.get(`/api/onboarding/signing/${id}`)).json().data).toMatchObject({
      contractState: 'PENDING',
      documents: [],
      signature: null,
    });
    // Mis documentos no longer lists the voided contract, and it is not served.
    expect((await api.get('/api/user/contracts')).json().data).toEqual([]);
    const voided = await api.post('/api/onboarding/signing/download-contract', {
      onboardingId: id,
      fileId: first.documents[0]?.id,
    });
    expect(voided.statusCode).toBe(409);
    const early = await api.post(`/api/onboarding/${id}/contracts`, {
      documentIds: [first.documents[0]?.id],
    });
    expect(early.statusCode).toBe(409);
    // Step 1 is complete again once the last part is saved; the new contract shows the new amount.
    const [row] = await t.db
      .select()
      .from(onboardingSignatures)
      .where(eq(onboardingSignatures.onboardingId, id));
    expect(row?.status).toBe('PENDING');
  });

  it('keeps the provider webhook closed while no provider is configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/signing/provider-webhook',
      headers: { 'content-type': 'application/json', 'x-signature': '0'.repeat(64) },
      payload: JSON.stringify({ reference: 'x', event: 'signed' }),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(404);
  });
});
