import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  adminApi,
  AFTER_CUTOFF,
  holder,
  publishTestValues,
} from '../../portfolio/rescues/rescues.test-kit.ts';

/** The alerts area: an event the investor should know of leaves an alert until they open it. */
let t: TestApp;
let h: Awaited<ReturnType<typeof holder>>;
let other: Awaited<ReturnType<typeof holder>>;
let admin: Awaited<ReturnType<typeof adminApi>>;
let fundId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const fund = { id: await publishTestValues(t, 'mutuo-acreencias-soles'), currency: 'PEN' as const };
  fundId = fund.id;
  h = await holder(t, fund, '100');
  other = await holder(t, fund, '100');
  t.clock.now = AFTER_CUTOFF;
  admin = await adminApi(t);
});
afterAll(async () => t?.close());

const rescue = async (quotas: string) => {
  const res = await h.api.post('/api/rescues', { productId: fundId, quotas, bankAccountId: h.bankAccountId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
};

describe('GET /api/user/alert and PUT /api/user/alert/{id}', () => {
  it('tells of a rescue paid and one rejected, newest first, and an opened one leaves the list', async () => {
    expect((await h.api.get('/api/user/alert')).json().data).toEqual([]);
    const paid = await rescue('2');
    expect((await admin.post(`/api/admin/rescues/${paid}/settle`)).statusCode).toBe(200);
    t.clock.now = new Date(AFTER_CUTOFF.getTime() + 60_000);
    const rejected = await rescue('3');
    expect(
      (await admin.post(`/api/admin/rescues/${rejected}/reject`, { reason: 'Cuenta de otro titular.' }))
        .statusCode,
    ).toBe(200);
    // Cancelling one's own request tells nothing new.
    expect((await h.api.delete(`/api/rescues/${await rescue('1')}`)).statusCode).toBe(200);

    const alerts = (await h.api.get('/api/user/alert')).json().data;
    expect(alerts).toMatchObject([
      {
        kind: 'RESCUE_REJECTED',
        title: 'Tu rescate no fue aprobado',
        message:
          'Tu solicitud de S/\u00a0330.00 de Mutuo Acreencias no fue aprobada: Cuenta de otro titular. Tus cuotas vuelven a estar disponibles.',
        link: '/portafolio/movimientos/rescatar-cuotas',
        isViewed: false,
      },
      {
        kind: 'RESCUE_SETTLED',
        title: 'Pagamos tu rescate',
        message:
          'Depositamos S/\u00a0220.00 en tu cuenta Banco de Crédito del Perú (BCP) •••• 0123 por tu rescate de Mutuo Acreencias.',
        link: '/participe',
      },
    ]);
    expect((await other.api.get('/api/user/alert')).json().data).toEqual([]);

    // Someone else's alert is not theirs to open.
    const foreign = await other.api.put(`/api/user/alert/${alerts[0]._id}`);
    expect(foreign.statusCode).toBe(404);
    const opened = await h.api.put(`/api/user/alert/${alerts[0]._id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({ _id: alerts[0]._id, isViewed: true });
    expect((await h.api.put(`/api/user/alert/${alerts[0]._id}`)).statusCode).toBe(200);
    expect((await h.api.get('/api/user/alert')).json().data.map((a: { kind: string }) => a.kind)).toEqual([
      'RESCUE_SETTLED',
    ]);
  });

  it('refuses a guest and a malformed id in Spanish', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/alert' })).statusCode).toBe(401);
    const bad = await h.api.put('/api/user/alert/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('No encontramos la alerta.');
  });
});
