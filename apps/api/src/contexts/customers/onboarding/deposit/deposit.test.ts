import { and, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  mailOutbox,
  newsletterSubscriptions,
  onboardingFiles,
  onboardingParts,
} from '../../../../db/schema.ts';
import { nextIp } from '../../../../test/accounts.ts';
import { decodeImage, EXIF_SECRET, makeImage, makePng, multipart } from '../../../../test/images.ts';
import { client, createOnboarding, forceState, newInvestor, snapshot } from '../../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { depositRepository } from './deposit.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

function makePdf(text = 'Constancia de transferencia'): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text(text);
  doc.end();
  return done;
}

type FilePart = { name: string; filename: string; type: string; bytes: Buffer };
const png = (i = 1): FilePart => ({
  name: 'files[]',
  filename: `voucher-${i}.png`,
  type: 'image/png',
  bytes: makePng(60 + i, 40),
});

/** An investor whose onboarding waits for the deposit (contract approved), with 1,500 soles invested. */
async function pendingDeposit(slug = 'factoring-soles', declare = true) {
  const investor = await newInvestor(t);
  const id = await createOnboarding(t, investor.token, slug);
  const saved = await client(t, investor.token).post(`/api/onboarding/${id}/investment`, { amount: '1500' });
  expect(saved.statusCode, saved.body).toBe(200);
  await forceState(t, id, 'PENDING_DEPOSIT', 'APPROVED');
  if (declare) {
    const accepted = await client(t, investor.token).post('/api/onboarding/checking/register', {
      onboardingId: id,
      declarationAccepted: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  }
  return { ...investor, id };
}

const today = () => new Date().toISOString().slice(0, 10);
const details = (id: string, extra: Record<string, string> = {}) => ({
  onboardingId: id,
  operationNumber: 'OP-778899',
  transferDate: '2026-01-15',
  amount: '1500.00',
  bank: 'BCP',
  ...extra,
});

const send = (token: string | null, url: string, fields: Record<string, string>, files: FilePart[]) => {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: nextIp(),
  });
};
const register = (token: string | null, fields: Record<string, string>, files: FilePart[]) =>
  send(token, '/api/onboarding/deposit/register', fields, files);

const storedVouchers = (id: string) => t.storedKeys(`onboarding/${id}/vouchers/`);
const voucherRows = (id: string) =>
  t.db
    .select()
    .from(onboardingFiles)
    .where(and(eq(onboardingFiles.onboardingId, id), eq(onboardingFiles.kind, 'VOUCHER')));
const depositPart = async (id: string) =>
  (
    await t.db
      .select()
      .from(onboardingParts)
      .where(and(eq(onboardingParts.onboardingId, id), eq(onboardingParts.part, 'deposit')))
  )[0];
/** Rows, stored files, state and events: a refusal must leave all of it as it was. */
const everything = async (id: string) => ({
  onboarding: await snapshot(t, id),
  vouchers: (await voucherRows(id)).length,
  part: await depositPart(id),
  disk: (await storedVouchers(id)).length,
});

describe('GET /api/onboarding/deposit/{id}', () => {
  it('tells the owner what to transfer and to which of the fund accounts in the currency', async () => {
    const { token, id } = await pendingDeposit();
    const res = await client(t, token).get(`/api/onboarding/deposit/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      onboardingId: id,
      state: 'PENDING_DEPOSIT',
      amount: '1500.00',
      product: { currency: { code: 'PEN', symbol: 'S/' } },
      deposit: null,
      vouchers: [],
      canRegister: true,
      canAddVouchers: false,
    });
    expect(data.accounts.length).toBeGreaterThan(0);
    for (const account of data.accounts) {
      expect(account).toMatchObject({ currency: 'PEN', holder: expect.any(String) });
      expect(account.accountNumber).toMatch(/\d/);
      expect(account.cci).toMatch(/\d/);
    }
  });

  it('shows dollar accounts and $ for a dollar product', async () => {
    const { token, id } = await pendingDeposit('factoring-dolares');
    const data = (await client(t, token).get(`/api/onboarding/deposit/${id}`)).json().data;
    expect(data.product.currency).toEqual({ code: 'USD', symbol: '$' });
    expect(data.accounts.every((a: { currency: string }) => a.currency === 'USD')).toBe(true);
  });

  it('answers 404 to anyone but the owner, and 401 without a session', async () => {
    const { id } = await pendingDeposit();
    const stranger = await newInvestor(t);
    const res = await client(t, stranger.token).get(`/api/onboarding/deposit/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No encontramos la solicitud.');
    expect((await t.app.inject({ method: 'GET', url: `/api/onboarding/deposit/${id}` })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/onboarding/deposit/register', () => {
  it('registers the transfer with an image and a PDF, moves to IN_VERIFICATION and mails the investor', async () => {
    const { token, id } = await pendingDeposit();
    const pdf = await makePdf();
    const res = await register(token, details(id), [
      png(1),
      { name: 'files[]', filename: 'constancia.pdf', type: 'application/pdf', bytes: pdf },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      state: 'IN_VERIFICATION',
      canRegister: false,
      canAddVouchers: true,
      deposit: {
        operationNumber: 'OP-778899',
        transferDate: '2026-01-15',
        amount: '1500.00',
        bank: 'BCP',
        bankName: 'Banco de Crédito del Perú (BCP)',
      },
    });
    expect(
      data.vouchers.map((v: { fileName: string; contentType: string }) => [v.fileName, v.contentType]),
    ).toEqual([
      ['voucher-1.png', 'image/png'],
      ['constancia.pdf', 'application/pdf'],
    ]);
    const rows = await voucherRows(id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const bytes = await t.ctx.storage.get(row.fileKey);
      expect(bytes?.length).toBe(row.size);
      expect(row.meta).toMatchObject({ operationNumber: 'OP-778899', bank: 'BCP' });
    }
    const pdfRow = rows.find((r) => r.contentType === 'application/pdf');
    expect((await t.ctx.storage.get(pdfRow?.fileKey ?? ''))?.equals(pdf)).toBe(true);
    const after = await snapshot(t, id);
    expect(after.state).toBe('IN_VERIFICATION');
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Recibimos el comprobante de tu depósito'));
    expect(mail?.textBody).toContain('S/\u00a01,500.00');
    expect(mail?.textBody).toContain('Estamos verificando tu transferencia');
    // The GET shows the same registered deposit.
    const view = (await client(t, token).get(`/api/onboarding/deposit/${id}`)).json().data;
    expect(view.vouchers).toHaveLength(2);
    expect(view.state).toBe('IN_VERIFICATION');
  });

  it('keeps only the re-encoded pixels of a photo: no EXIF, nothing appended', async () => {
    const { token, id } = await pendingDeposit();
    const script = '<script>alert(1)</script>';
    const jpg = Buffer.concat([await makeImage('jpeg', 80, 60, { exif: true }), Buffer.from(script)]);
    const res = await register(token, details(id), [
      { name: 'files[]', filename: 'IMG_0001.JPG', type: 'image/jpeg', bytes: jpg },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await voucherRows(id);
    const bytes = (await t.ctx.storage.get(row?.fileKey ?? '')) ?? Buffer.alloc(0);
    expect(bytes.includes(script)).toBe(false);
    expect(bytes.includes(EXIF_SECRET)).toBe(false);
    expect(await decodeImage(bytes)).toMatchObject({ format: 'jpeg', width: 80, height: 60 });
  });

  const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
  it.each([
    [
      'a PDF named .png',
      async () => [{ ...png(1), bytes: await makePdf() }],
      {},
      400,
      '«voucher-1.png» dice ser PNG pero su contenido es un PDF.',
    ],
    [
      'a JPG named .pdf',
      async () => [
        {
          name: 'files[]',
          filename: 'v.pdf',
          type: 'application/pdf',
          bytes: await makeImage('jpeg', 20, 20),
        },
      ],
      {},
      400,
      '«v.pdf» dice ser PDF pero su contenido es una imagen JPG.',
    ],
    [
      'a file with another extension',
      async () => [{ ...png(1), filename: 'voucher.gif' }],
      {},
      400,
      '«voucher.gif» no es una imagen JPG o PNG ni un PDF.',
    ],
    [
      'HTML named .pdf',
      async () => [{ name: 'files[]', filename: 'v.pdf', type: 'application/pdf', bytes: html }],
      {},
      400,
      '«v.pdf» no es una imagen JPG o PNG ni un PDF.',
    ],
    [
      'a PDF signature followed by garbage',
      async () => [
        {
          name: 'files[]',
          filename: 'roto.pdf',
          type: 'application/pdf',
          bytes: Buffer.from('%PDF-1.7\n<<garbage>>'),
        },
      ],
      {},
      400,
      '«roto.pdf» no es una imagen JPG o PNG ni un PDF.',
    ],
    [
      'a PNG signature followed by garbage',
      async () => [{ ...png(1), bytes: Buffer.concat([makePng(1, 1).subarray(0, 8), Buffer.alloc(64, 1)]) }],
      {},
      400,
      '«voucher-1.png» no es una imagen válida.',
    ],
    [
      'an empty file',
      async () => [png(1), { ...png(2), bytes: Buffer.alloc(0) }],
      {},
      400,
      '«voucher-2.png» está vacío.',
    ],
    ['no file', async () => [], {}, 400, 'Adjunta al menos un comprobante de tu transferencia.'],
    [
      'six files',
      async () => Array.from({ length: 6 }, (_, i) => png(i)),
      {},
      400,
      'Puedes adjuntar hasta 5 comprobantes.',
    ],
    [
      'a 6 MB file',
      async () => [{ ...png(1), bytes: Buffer.concat([makePng(10, 10), Buffer.alloc(6 * 1024 * 1024)]) }],
      {},
      413,
      'Cada comprobante debe pesar como máximo 5 MB.',
    ],
    [
      'a transfer date in the future',
      async () => [png(1)],
      { transferDate: '2999-01-01' },
      400,
      'La fecha de la transferencia no puede ser posterior a hoy.',
    ],
    [
      'an impossible date',
      async () => [png(1)],
      { transferDate: '2026-02-30' },
      400,
      'Ingresa una fecha válida.',
    ],
    [
      'a bank not on the list',
      async () => [png(1)],
      { bank: 'BANCO_FANTASMA' },
      400,
      'Selecciona el banco de origen.',
    ],
    ['a zero amount', async () => [png(1)], { amount: '0' }, 400, 'El monto debe ser mayor que cero.'],
    [
      'an amount with 3 decimals',
      async () => [png(1)],
      { amount: '10.123' },
      400,
      'Ingresa un monto válido, con hasta 2 decimales.',
    ],
    [
      'no operation number',
      async () => [png(1)],
      { operationNumber: ' ' },
      400,
      'Ingresa el número de operación.',
    ],
  ])(
    'refuses %s with a Spanish message and stores nothing',
    async (_label, files, extra, status, message) => {
      const { token, id } = await pendingDeposit();
      const before = await everything(id);
      const res = await register(token, details(id, extra as Record<string, string>), await files());
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().status).toBe('error');
      expect(res.json().message).toBe(message);
      expect(await everything(id)).toEqual(before);
    },
  );

  it('refuses a deposit before the signing is approved, and a second one, changing nothing', async () => {
    const { token, id } = await pendingDeposit();
    await forceState(t, id, 'WAITING_FOR_APPROVAL', 'SIGNED');
    let before = await everything(id);
    let res = await register(token, details(id), [png(1)]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Estamos revisando tu contrato firmado. Podrás registrar tu depósito cuando lo aprobemos.',
    );
    expect(await everything(id)).toEqual(before);

    await forceState(t, id, 'PENDING_SIGNATURE', 'GENERATED');
    res = await register(token, details(id), [png(1)]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No puedes registrar el depósito antes de firmar tu contrato.');

    await forceState(t, id, 'PENDING_DEPOSIT', 'APPROVED');
    expect((await register(token, details(id), [png(1)])).statusCode).toBe(201);
    before = await everything(id);
    res = await register(token, details(id, { operationNumber: 'OTRA' }), [png(2)]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Tu depósito ya fue registrado y lo estamos verificando.');
    expect(await everything(id)).toEqual(before);
  });

  it("answers 404 for someone else's onboarding and 401 without a session, storing nothing", async () => {
    const { id } = await pendingDeposit();
    const stranger = await newInvestor(t);
    const before = await everything(id);
    const res = await register(stranger.token, details(id), [png(1)]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No encontramos la solicitud.');
    expect((await register(null, details(id), [png(1)])).statusCode).toBe(401);
    expect(await everything(id)).toEqual(before);
  });

  it('leaves no file behind when the database write fails', async () => {
    const { token, id } = await pendingDeposit();
    const before = await everything(id);
    const failing = vi
      .spyOn(depositRepository, 'insertVouchers')
      .mockRejectedValueOnce(new Error('database unavailable'));
    try {
      const res = await register(token, details(id), [png(1), png(2)]);
      expect(res.statusCode).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(await everything(id)).toEqual(before);
  });

  it('lets only one of two simultaneous registrations through', async () => {
    const { token, id } = await pendingDeposit();
    const results = await Promise.all([
      register(token, details(id), [png(1)]),
      register(token, details(id, { operationNumber: 'OP-2' }), [png(2)]),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await voucherRows(id)).toHaveLength(1);
    expect(await storedVouchers(id)).toHaveLength(1);
  });

  it('stores the amount with two decimals, as the investment is stored', async () => {
    const { token, id } = await pendingDeposit();
    const res = await register(token, details(id, { amount: '1500' }), [png(1)]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.deposit.amount).toBe('1500.00');
    expect((await depositPart(id))?.data).toMatchObject({ amount: '1500.00' });
  });

  it('accepts today as the transfer date', async () => {
    const { token, id } = await pendingDeposit();
    const limaToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
    const res = await register(token, details(id, { transferDate: limaToday }), [png(1)]);
    expect(res.statusCode, res.body).toBe(201);
    expect(today()).toMatch(/^\d{4}/);
  });

  it('replaces the vouchers of a rejected deposit on the next registration', async () => {
    const { token, id } = await pendingDeposit();
    expect((await register(token, details(id), [png(1), png(2)])).statusCode).toBe(201);
    await forceState(t, id, 'PENDING_DEPOSIT', 'APPROVED'); // the back office's REJECT_DEPOSIT
    const res = await register(token, details(id, { operationNumber: 'OP-NUEVA' }), [png(3)]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.vouchers.map((v: { fileName: string }) => v.fileName)).toEqual(['voucher-3.png']);
    expect(res.json().data.deposit.operationNumber).toBe('OP-NUEVA');
    const rows = await voucherRows(id);
    expect(rows.filter((r) => r.removedAt !== null)).toHaveLength(2);
  });
});

describe('POST /api/onboarding/{id}/deposit', () => {
  const add = (token: string | null, id: string, files: FilePart[], fields: Record<string, string> = {}) =>
    send(token, `/api/onboarding/${id}/deposit`, { onboardingId: id, ...fields }, files);

  it('adds a voucher to a registered deposit, up to five in all', async () => {
    const { token, id } = await pendingDeposit();
    expect((await register(token, details(id), [png(1), png(2), png(3)])).statusCode).toBe(201);
    const res = await add(token, id, [png(4)]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ state: 'IN_VERIFICATION', canAddVouchers: true });
    expect(res.json().data.vouchers).toHaveLength(4);
    const before = await everything(id);
    const over = await add(token, id, [png(5), png(6)]);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Puedes adjuntar hasta 5 comprobantes.');
    expect(await everything(id)).toEqual(before);
    const last = await add(token, id, [
      await makePdf().then((bytes) => ({ ...png(5), filename: 'p.pdf', bytes })),
    ]);
    expect(last.statusCode).toBe(201);
    expect(last.json().data.canAddVouchers).toBe(false);
    expect(await storedVouchers(id)).toHaveLength(5);
  });

  it('refuses before the deposit is registered, for a stranger, and a wrong file, storing nothing', async () => {
    const { token, id } = await pendingDeposit();
    const before = await everything(id);
    const early = await add(token, id, [png(1)]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Primero registra los datos de tu transferencia junto con su comprobante.',
    );
    expect((await register(token, details(id), [png(1)])).statusCode).toBe(201);
    const registered = await everything(id);
    const stranger = await newInvestor(t);
    expect((await add(stranger.token, id, [png(2)])).statusCode).toBe(404);
    const bad = await add(token, id, [{ ...png(2), bytes: Buffer.from('<html></html>') }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('«voucher-2.png» no es una imagen JPG o PNG ni un PDF.');
    const mismatch = await add(token, id, [png(2)], { onboardingId: crypto.randomUUID() });
    expect(mismatch.statusCode).toBe(404);
    expect(await everything(id)).toEqual(registered);
    expect(before.vouchers).toBe(0);
  });
});

describe('POST /api/onboarding/checking/register', () => {
  it('stores the declaration with its text, and the deposit needs it', async () => {
    const { token, id } = await pendingDeposit('factoring-soles', false);
    const before = await everything(id);
    const refused = await register(token, details(id), [png(1)]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Confirma la declaración sobre el origen de tus fondos antes de enviar tu comprobante.',
    );
    expect(await everything(id)).toEqual(before);

    const res = await client(t, token).post('/api/onboarding/checking/register', {
      onboardingId: id,
      declarationAccepted: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.declaration).toMatch(
      /^Declaro que el dinero que transfiero proviene de fuentes lícitas/,
    );
    const [part] = await t.db
      .select()
      .from(onboardingParts)
      .where(and(eq(onboardingParts.onboardingId, id), eq(onboardingParts.part, 'checking')));
    expect(part?.data).toMatchObject({
      declaration: res.json().data.declaration,
      userAgent: 'vitest-onboarding',
    });
    expect((await register(token, details(id), [png(1)])).statusCode).toBe(201);
  });

  it('refuses an unchecked declaration, a wrong state and a stranger, storing nothing', async () => {
    const { token, id } = await pendingDeposit('factoring-soles', false);
    const post = (tok: string, body: unknown) =>
      client(t, tok).post('/api/onboarding/checking/register', body);
    const unchecked = await post(token, { onboardingId: id, declarationAccepted: false });
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json().errors).toContainEqual({
      field: 'body.declarationAccepted',
      message: 'Confirma la declaración para enviar tu comprobante.',
    });
    const stranger = await newInvestor(t);
    expect((await post(stranger.token, { onboardingId: id, declarationAccepted: true })).statusCode).toBe(
      404,
    );
    await forceState(t, id, 'WAITING_FOR_APPROVAL', 'SIGNED');
    const early = await post(token, { onboardingId: id, declarationAccepted: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Estamos revisando tu contrato firmado. Podrás registrar tu depósito cuando lo aprobemos.',
    );
    const stored = await t.db
      .select()
      .from(onboardingParts)
      .where(and(eq(onboardingParts.onboardingId, id), eq(onboardingParts.part, 'checking')));
    expect(stored).toHaveLength(0);
  });
});

describe('POST /api/onboarding/letter/register', () => {
  it("puts the account's e-mail on the newsletter list once, and only for the owner", async () => {
    const { token, id } = await pendingDeposit();
    const first = await client(t, token).post('/api/onboarding/letter/register', { onboardingId: id });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.message).toBe('¡Listo! Te enviaremos nuestras novedades.');
    const again = await client(t, token).post('/api/onboarding/letter/register', { onboardingId: id });
    expect(again.statusCode).toBe(201);
    const email = first.json().data.email as string;
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(rows).toEqual([expect.objectContaining({ source: 'onboarding' })]);

    const stranger = await newInvestor(t);
    const peek = await client(t, stranger.token).post('/api/onboarding/letter/register', {
      onboardingId: id,
    });
    expect(peek.statusCode).toBe(404);
    const bad = await client(t, token).post('/api/onboarding/letter/register', { onboardingId: 'x' });
    expect(bad.statusCode).toBe(400);
  });
});

it('documents the step-3 calls in /api/openapi.json', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  expect(doc.paths['/api/onboarding/deposit/{id}']?.get).toBeDefined();
  expect(doc.paths['/api/onboarding/deposit/register']?.post).toBeDefined();
  expect(doc.paths['/api/onboarding/{id}/deposit']?.post).toBeDefined();
  expect(doc.paths['/api/onboarding/checking/register']?.post).toBeDefined();
  expect(doc.paths['/api/onboarding/letter/register']?.post).toBeDefined();
});
