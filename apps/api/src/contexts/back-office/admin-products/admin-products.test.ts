import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  investorDocuments,
  ledgerAccounts,
  productCharts,
  products,
  users,
} from '../../../db/schema.ts';
import { seedAdminProfileIds } from '../../../db/seed-data/admin-profiles.ts';
import { demoTokens, nextIp, verifiedUser } from '../../../test/accounts.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { productId } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let factoring = '';
let mutuo = '';
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(tokens, await demoTokens(t, ['admin', 'operations', 'interesado', 'participe']));
  factoring = await productId(t, 'factoring-soles');
  mutuo = await productId(t, 'mutuo-acreencias-dolares');
  for (const [who, profile, dni] of [
    ['support', seedAdminProfileIds.support, '47000081'],
    ['auditor', seedAdminProfileIds.auditor, '47000082'],
  ] as const) {
    const email = `${who}-productos@invierte.pe`;
    tokens[who] = (await verifiedUser(t, email, dni)).accessToken;
    const [row] = await t.db
      .update(users)
      .set({ profile: 'ADMIN', adminProfileId: profile })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    await t.app.appContext.sessions.forgetUser(row!.id, t.db);
  }
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** A public product nobody uses, straight in the database (the catalogue cache then forgotten). */
async function freshProduct(code = `T${randomUUID().slice(0, 6)}`): Promise<string> {
  const [row] = await t.db
    .insert(products)
    .values({
      code,
      slug: `prueba-${code.toLowerCase()}`,
      name: `Fondo de prueba ${code}`,
      type: 'factoring',
      currency: 'PEN',
      minInvestment: '1000.00',
      position: 99,
    })
    .returning({ id: products.id });
  await t.app.appContext.cache.invalidate('catalogue');
  return row!.id;
}

const auditRows = (action: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

function makePdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text(text);
  doc.end();
  return done;
}

function uploadRegulation(token: string | undefined, id: string, filename: string, bytes: Buffer) {
  const body = multipart({}, [{ name: 'file', filename, type: 'application/pdf', bytes }]);
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}/regulation`,
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: nextIp(),
  });
}

describe('admin product list and detail', () => {
  it('lists products with their latest quota value and the investors holding them, searched and paged', async () => {
    const held = await t.db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.productId, factoring),
          eq(ledgerAccounts.kind, 'POSITION'),
          gt(ledgerAccounts.posted, '0'),
        ),
      );
    expect(held.length).toBeGreaterThan(0);

    const res = await call('GET', '/api/admin/products/list?search=factoring&limit=2', tokens.operations);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data;
    expect(body.total).toBe(3); // Factoring soles, dólares and the private La Calera
    expect(body.items).toHaveLength(2);
    const soles = body.items.find((p: { id: string }) => p.id === factoring);
    expect(soles).toMatchObject({ code: 'FIAMN', currency: 'PEN', positions: held.length });
    expect(soles.quotaValue).toMatch(/^\d+\.\d+$/);
    const page2 = await call(
      'GET',
      '/api/admin/products/list?search=factoring&limit=2&page=2',
      tokens.auditor,
    );
    expect(page2.json().data.items.map((p: { code: string }) => p.code)).toEqual(['FIAMN-LA-CALERA']);
  });

  it('answers 400, 401 and 403 before anything is read', async () => {
    expect((await call('GET', '/api/admin/products/list?limit=500', tokens.admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/products/list')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/products/list', tokens.participe)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/products/list', tokens.support)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/admin/products/productById/${factoring}`, tokens.support)).statusCode,
    ).toBe(403);
  });

  it('shows one product with its default table, charts, regulation and what refers to it', async () => {
    const res = await call('GET', `/api/admin/products/productById/${factoring}`, tokens.auditor);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      id: factoring,
      type: 'factoring',
      currency: 'PEN',
      charts: [],
      regulation: null,
    });
    expect(p.table.customized).toBe(false);
    expect(p.table.terms.map((x: { label: string }) => x.label)).toContain('12 meses');
    expect(p.usage.positions).toBeGreaterThan(0);
    expect(p.deleteBlockedReason).toMatch(/^No se puede eliminar este fondo porque tiene /);

    expect(
      (await call('GET', `/api/admin/products/productById/${randomUUID()}`, tokens.admin)).statusCode,
    ).toBe(404);
    const bad = await call('GET', '/api/admin/products/productById/abc', tokens.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Producto no válido.');
  });
});

describe('deleting a product', () => {
  it('is refused with the reason while investors hold it, and nothing changes', async () => {
    const res = await call('DELETE', `/api/admin/products/${factoring}/delete`, tokens.operations);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^No se puede eliminar este fondo porque tiene \d+ posici(ón|ones) de inversionistas?/,
    );
    const [row] = await t.db.select().from(products).where(eq(products.id, factoring));
    expect(row!.deletedAt).toBeNull();
    expect(await auditRows('product.delete', factoring)).toHaveLength(0);
    const list = await call('GET', '/api/products/list', tokens.interesado);
    expect(list.json().data.map((p: { id: string }) => p.id)).toContain(factoring);
  });

  it('is refused while an investor document names it', async () => {
    const id = await freshProduct();
    const [investor] = await t.db.select().from(users).where(eq(users.email, 'participe@invierte.pe'));
    await t.db.insert(investorDocuments).values({
      userId: investor!.id,
      productId: id,
      type: 'CERTIFICATE',
      title: 'Certificado',
      fileKey: 'investor-documents/x.pdf',
      fileName: 'x.pdf',
      contentType: 'application/pdf',
      size: 1,
      sha256: 'x',
    });
    const res = await call('DELETE', `/api/admin/products/${id}/delete`, tokens.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'No se puede eliminar este fondo porque tiene 1 documento de inversionista.',
    );
  });

  it('hides an unused product everywhere, audited, and refreshes the catalogue', async () => {
    const id = await freshProduct();
    const before = await call('GET', '/api/products/list', tokens.interesado);
    expect(before.json().data.map((p: { id: string }) => p.id)).toContain(id);

    expect((await call('DELETE', `/api/admin/products/${id}/delete`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/admin/products/${id}/delete`, tokens.auditor)).statusCode).toBe(403);
    const res = await call('DELETE', `/api/admin/products/${id}/delete`, tokens.operations);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id });

    const after = await call('GET', '/api/products/list', tokens.interesado);
    expect(after.json().data.map((p: { id: string }) => p.id)).not.toContain(id);
    const free = await call('GET', '/api/products/free');
    expect(free.json().data.map((p: { id: string }) => p.id)).not.toContain(id);
    expect((await call('GET', `/api/products/${id}`, tokens.admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/products/productById/${id}`, tokens.admin)).statusCode).toBe(404);
    const adminList = await call('GET', '/api/admin/products/list?limit=100', tokens.admin);
    expect(adminList.json().data.items.map((p: { id: string }) => p.id)).not.toContain(id);
    // Deleting it again: it is gone.
    expect((await call('DELETE', `/api/admin/products/${id}/delete`, tokens.operations)).statusCode).toBe(
      404,
    );
    // Nor does the back office publish a document for it any more.
    const [investor] = await t.db.select().from(users).where(eq(users.email, 'participe@invierte.pe'));
    const upload = multipart(
      { userId: investor!.id, productId: id, type: 'CERTIFICATE', title: 'Certificado' },
      [{ name: 'file', filename: 'c.pdf', type: 'application/pdf', bytes: await makePdf('Certificado') }],
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/documents',
      payload: upload.payload,
      headers: { 'content-type': upload.contentType, authorization: `Bearer ${tokens.admin}` },
      remoteAddress: nextIp(),
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.body).toContain('No encontramos ese fondo.');

    const [audit] = await auditRows('product.delete', id);
    expect(audit!.before).toMatchObject({
      deletedAt: null,
      name: expect.stringContaining('Fondo de prueba'),
    });
    expect(audit!.after).toMatchObject({ deletedAt: expect.any(String) });
  });
});

describe("the product's table (updateTableChange)", () => {
  it('replaces the terms (listed shortest first) and frequencies its page shows, audited with before and after', async () => {
    const url = `/api/admin/products/updateTableChange/${mutuo}`;
    const body = {
      terms: [{ months: 18 }, { days: 90 }, { months: 6 }],
      paymentFrequencies: ['Mensual', 'Al vencimiento'],
    };
    expect((await call('PUT', url, undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', url, tokens.auditor, body)).statusCode).toBe(403);

    const res = await call('PUT', url, tokens.operations, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.table).toEqual({
      terms: [
        { label: '90 días', months: null, days: 90 },
        { label: '6 meses', months: 6, days: null },
        { label: '18 meses', months: 18, days: null },
      ],
      paymentFrequencies: ['Mensual', 'Al vencimiento'],
      customized: true,
    });

    const detail = await call('GET', `/api/products/${mutuo}/detail/mutuo`, tokens.interesado);
    expect(detail.json().data.terms.map((x: { label: string }) => x.label)).toEqual([
      '90 días',
      '6 meses',
      '18 meses',
    ]);
    expect(detail.json().data.paymentFrequencies).toEqual(['Mensual', 'Al vencimiento']);

    const [audit] = await auditRows('product.table.update', mutuo);
    expect(audit!.before).toMatchObject({ paymentFrequencies: ['Trimestral', 'Al vencimiento'] });
    expect(audit!.after).toMatchObject({ paymentFrequencies: ['Mensual', 'Al vencimiento'] });
  });

  it('refuses a bad table with a Spanish reason and changes nothing', async () => {
    const url = `/api/admin/products/updateTableChange/${factoring}`;
    for (const [body, message] of [
      [
        { terms: [{ months: 6, days: 30 }], paymentFrequencies: ['Mensual'] },
        'Cada plazo va en meses o en días, no en ambos.',
      ],
      [{ terms: [], paymentFrequencies: ['Mensual'] }, 'Indica al menos un plazo.'],
      [{ terms: [{ months: 6 }, { months: 6 }], paymentFrequencies: ['Mensual'] }, 'Hay un plazo repetido.'],
      [{ terms: [{ months: 6 }], paymentFrequencies: ['Diario'] }, 'Frecuencia de pago no válida.'],
    ] as const) {
      const res = await call('PUT', url, tokens.admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const [row] = await t.db.select().from(products).where(eq(products.id, factoring));
    expect(row!.detailTable).toBeNull();
    expect(
      (
        await call('PUT', `/api/admin/products/updateTableChange/${randomUUID()}`, tokens.admin, {
          terms: [{ months: 6 }],
          paymentFrequencies: ['Mensual'],
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("a product's charts", () => {
  const chart = (title: string) => ({
    title,
    kind: 'LINE',
    points: [
      { label: 'Ene', value: '1.10' },
      { label: 'Feb', value: '1.25' },
      { label: 'Mar', value: '-0.5' },
    ],
  });

  it('adds charts the product page lists in order, moves and removes them, all audited', async () => {
    const id = await freshProduct();
    const created: string[] = [];
    for (const title of ['Rentabilidad mensual', 'Cartera por sector', 'Plazo promedio']) {
      const res = await call('POST', `/api/admin/products/${id}/charts`, tokens.operations, chart(title));
      expect(res.statusCode, res.body).toBe(201);
      created.push(res.json().data.id);
    }
    const titles = async () =>
      (await call('GET', `/api/products/${id}/charts`, tokens.interesado))
        .json()
        .data.map((c: { title: string; position: number }) => `${c.position} ${c.title}`);
    expect(await titles()).toEqual(['1 Rentabilidad mensual', '2 Cartera por sector', '3 Plazo promedio']);

    const moveUrl = `/api/admin/products/chart/position/${created[2]}`;
    expect((await call('PUT', moveUrl, tokens.auditor, { position: 1 })).statusCode).toBe(403);
    const moved = await call('PUT', moveUrl, tokens.operations, { position: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await titles()).toEqual(['1 Plazo promedio', '2 Rentabilidad mensual', '3 Cartera por sector']);
    const [moveAudit] = await auditRows('product.chart.position', created[2]!);
    expect(moveAudit!.before).toMatchObject({ position: 3 });
    expect(moveAudit!.after).toMatchObject({ position: 1 });

    const tooFar = await call('PUT', moveUrl, tokens.operations, { position: 4 });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().message).toBe('La posición debe estar entre 1 y 3.');
    expect((await call('PUT', moveUrl, tokens.operations, { position: 0 })).statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/admin/products/chart/position/${randomUUID()}`, tokens.admin, { position: 1 }))
        .statusCode,
    ).toBe(404);

    const del = await call('DELETE', `/api/admin/products/config-chart/${created[0]}`, tokens.operations);
    expect(del.statusCode, del.body).toBe(200);
    expect(await titles()).toEqual(['1 Plazo promedio', '2 Cartera por sector']);
    const [delAudit] = await auditRows('product.chart.delete', created[0]!);
    expect(delAudit!.before).toMatchObject({ title: 'Rentabilidad mensual', points: chart('x').points });
    expect(
      (await call('DELETE', `/api/admin/products/config-chart/${created[0]}`, tokens.operations)).statusCode,
    ).toBe(404);

    const detail = await call('GET', `/api/admin/products/productById/${id}`, tokens.admin);
    expect(detail.json().data.charts.map((c: { id: string }) => c.id)).toEqual([created[2], created[1]]);
  });

  it('refuses a bad chart and writes nothing', async () => {
    const id = await freshProduct();
    for (const [body, message] of [
      [{ ...chart('Uno'), points: [{ label: 'Ene', value: '1' }] }, 'Un gráfico necesita al menos 2 puntos.'],
      [{ ...chart(''), title: ' ' }, 'Indica el título del gráfico.'],
      [{ ...chart('Uno'), kind: 'PIE' }, 'Elige un gráfico de líneas o de barras.'],
      [
        {
          ...chart('Uno'),
          points: [
            { label: 'Ene', value: '1,5' },
            { label: 'Feb', value: '2' },
          ],
        },
        'El valor debe ser un número con hasta 8 decimales.',
      ],
    ] as const) {
      const res = await call('POST', `/api/admin/products/${id}/charts`, tokens.admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await t.db.select().from(productCharts).where(eq(productCharts.productId, id))).toHaveLength(0);
    expect(
      (await call('POST', `/api/admin/products/${randomUUID()}/charts`, tokens.admin, chart('x'))).statusCode,
    ).toBe(404);
  });
});

describe("a product's regulation document", () => {
  it('publishes a checked PDF investors open, replaces it and withdraws it, audited', async () => {
    const seeded = (await call('GET', `/api/products/${factoring}/regulation`, tokens.interesado)).json().data
      .url;

    const notPdf = await uploadRegulation(tokens.operations, factoring, 'reglamento.pdf', makePng(4, 4));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().message).toBe('«reglamento.pdf» no es un PDF válido: adjunta el documento en PDF.');
    expect((await uploadRegulation(tokens.auditor, factoring, 'r.pdf', await makePdf('x'))).statusCode).toBe(
      403,
    );
    expect((await uploadRegulation(undefined, factoring, 'r.pdf', await makePdf('x'))).statusCode).toBe(401);
    const [unchanged] = await t.db.select().from(products).where(eq(products.id, factoring));
    expect(unchanged!.regulationFileKey).toBeNull();

    const first = await makePdf('Reglamento 2026');
    const res = await uploadRegulation(tokens.operations, factoring, 'Reglamento FIAMN 2026.pdf', first);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.regulation).toMatchObject({
      fileName: 'Reglamento FIAMN 2026.pdf',
      size: first.length,
    });

    const link = (await call('GET', `/api/products/${factoring}/regulation`, tokens.interesado)).json().data
      .url;
    expect(link).toBe(`/api/products/${factoring}/regulation/file`);
    const file = await call('GET', link);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(first)).toBe(true);

    const second = await makePdf('Reglamento 2027');
    expect(
      (await uploadRegulation(tokens.operations, factoring, 'Reglamento 2027.pdf', second)).statusCode,
    ).toBe(200);
    expect((await call('GET', link)).rawPayload.equals(second)).toBe(true);
    const uploads = await auditRows('product.regulation.upload', factoring);
    expect(uploads).toHaveLength(2);
    expect(uploads[1]!.before).toMatchObject({ regulationFileName: 'Reglamento FIAMN 2026.pdf' });

    const removed = await call('DELETE', `/api/admin/products/${factoring}/regulation`, tokens.operations);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.regulation).toBeNull();
    expect(
      (await call('GET', `/api/products/${factoring}/regulation`, tokens.interesado)).json().data.url,
    ).toBe(seeded);
    expect((await call('GET', link)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/admin/products/${factoring}/regulation`, tokens.operations)).statusCode,
    ).toBe(404);
    expect(await auditRows('product.regulation.remove', factoring)).toHaveLength(1);
  });
});

describe('locking a product (the "stop" modal)', () => {
  const message = 'Las suscripciones se reabren el lunes 7 de diciembre.';

  it('locks with the message investors then read when they start an investment, unlocks, all audited', async () => {
    const id = await freshProduct();
    const url = `/api/admin/products/${id}/lock`;
    expect((await call('PUT', url, undefined, { message })).statusCode).toBe(401);
    expect((await call('PUT', url, tokens.auditor, { message })).statusCode).toBe(403);
    expect((await call('DELETE', url, tokens.auditor)).statusCode).toBe(403);
    expect((await auditRows('product.lock', id)).length).toBe(0);

    const locked = await call('PUT', url, tokens.operations, { message: `  ${message} ` });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().data).toMatchObject({ locked: true, lockedMessage: message });

    // The investor's start is refused with the message, before anything is created.
    const check = await call('GET', `/api/products/${id}/subscription/locked`, tokens.interesado);
    expect(check.statusCode).toBe(423);
    expect(check.json()).toMatchObject({ code: 'PRODUCT_LOCKED', message });
    const start = await call('POST', '/api/onboarding/create', tokens.interesado, { productId: id });
    expect(start.statusCode).toBe(423);
    expect(start.json()).toMatchObject({ code: 'PRODUCT_LOCKED', message });
    expect((await adminDetail(id)).usage.onboardings).toBe(0);

    const [lockAudit] = await auditRows('product.lock', id);
    expect(lockAudit!.before).toEqual({ locked: false, lockedMessage: null });
    expect(lockAudit!.after).toEqual({ locked: true, lockedMessage: message });

    const unlocked = await call('DELETE', url, tokens.admin);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json().data).toMatchObject({ locked: false, lockedMessage: null });
    expect(
      (await call('GET', `/api/products/${id}/subscription/locked`, tokens.interesado)).json().data,
    ).toEqual({
      locked: false,
    });
    const [unlockAudit] = await auditRows('product.unlock', id);
    expect(unlockAudit!.before).toEqual({ locked: true, lockedMessage: message });
    expect(unlockAudit!.after).toEqual({ locked: false, lockedMessage: null });

    // Unlocking a fund that is not locked is refused and writes nothing.
    const again = await call('DELETE', url, tokens.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este fondo no está bloqueado.');
    expect((await auditRows('product.unlock', id)).length).toBe(1);
  });

  it('refuses a missing, blank, short or long message with a Spanish reason and changes nothing', async () => {
    const id = await freshProduct();
    const url = `/api/admin/products/${id}/lock`;
    for (const [body, reason] of [
      [{}, 'Escribe el mensaje que verán los inversionistas.'],
      [{ message: '   ' }, 'Escribe el mensaje que verán los inversionistas.'],
      [{ message: 'Cerrado' }, 'El mensaje debe tener al menos 10 caracteres.'],
      [{ message: 'x'.repeat(301) }, 'El mensaje debe tener como máximo 300 caracteres.'],
    ] as const) {
      const res = await call('PUT', url, tokens.admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(reason);
    }
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ locked: false, lockedMessage: null });
    expect((await auditRows('product.lock', id)).length).toBe(0);
    expect(
      (await call('PUT', `/api/admin/products/${randomUUID()}/lock`, tokens.admin, { message })).statusCode,
    ).toBe(404);
  });
});

async function adminDetail(id: string) {
  const res = await call('GET', `/api/admin/products/productById/${id}`, tokens.admin);
  expect(res.statusCode).toBe(200);
  return res.json().data as { usage: { onboardings: number } };
}
