import { expectReadableDocument, pdfTextOf, spanishDate } from '../../../test/pdf-text.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newInvestor, validParts } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { customerClient, penAccount } from './customers.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

describe('data rights (Ley 29733)', () => {
  it('downloads the customer data as JSON, and records the request with its time', async () => {
    const { token, dni } = await newInvestor(t);
    const api = customerClient(t, token);
    await api.patch('/api/customers/address', validParts(dni).address);
    await api.post('/api/customers/bank-accounts', penAccount);

    const res = await api.get('/api/customers/my-data?format=json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="mis-datos-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = JSON.parse(res.body);
    expect(data.account.documentNumber).toBe(dni);
    expect(data.profile.address.data.address).toBe('Av. Larco 123');
    expect(data.bankAccounts[0].cci).toBe(penAccount.cci);
    expect(data.dataRequests).toEqual([
      expect.objectContaining({ kind: 'EXPORT_JSON', status: 'COMPLETED' }),
    ]);

    const requests = (await api.get('/api/customers/data-requests')).json().data;
    expect(requests).toEqual([
      {
        id: expect.any(String),
        kind: 'EXPORT_JSON',
        status: 'COMPLETED',
        createdAt: t.clock.now.toISOString(),
      },
    ]);
  });

  it('downloads the same data as a PDF drawn on the work pool', async () => {
    const { token, dni } = await newInvestor(t);
    const api = customerClient(t, token);
    const parts = validParts(dni);
    await api.patch('/api/customers/address', parts.address);
    await api.patch('/api/customers/personal-information', parts['personal-information']);
    await api.patch('/api/customers/birthdata', parts['personal-birthdata']);
    const res = await api.get('/api/customers/my-data?format=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfTextOf(res.rawPayload);
    expectReadableDocument(text);
    expect(text).toContain('Mis datos personales');
    expect(text).toContain('Dirección: Av. Larco 123');
    expect(text).toContain(`Documento: DNI N.° ${dni}`);
    // Countries, places and options by name, dates in words: never the stored codes.
    expect(text).toContain('País de residencia: Perú');
    expect(text).toContain('Distrito: Miraflores, Lima, Lima');
    expect(text).toContain('Nacionalidad: Perú');
    expect(text).toContain('Estado civil: Soltero(a)');
    expect(text).toContain('Fecha de nacimiento: 10 de mayo de 1990');
    expect(text).toContain('Lugar de nacimiento: Lima, Lima, Lima');
    expect(text).toMatch(new RegExp(`Descarga de mis datos \\(PDF\\): atendida, el ${spanishDate.source}`));
  });

  it('refuses an unknown format and records nothing', async () => {
    const { token } = await newInvestor(t);
    const api = customerClient(t, token);
    const res = await api.get('/api/customers/my-data?format=xml');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('Elige JSON o PDF.');
    expect((await api.get('/api/customers/data-requests')).json().data).toEqual([]);
  });

  it('records a cancellation request once, and asks for confirmation', async () => {
    const { token } = await newInvestor(t);
    const api = customerClient(t, token);
    const unconfirmed = await api.post('/api/customers/data-requests/cancellation', {
      reason: 'Ya no uso la app',
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().errors[0].message).toBe(
      'Confirma que deseas solicitar la cancelación de tus datos.',
    );

    const made = await api.post('/api/customers/data-requests/cancellation', {
      reason: 'Ya no uso la app',
      confirmed: true,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({
      kind: 'CANCELLATION',
      status: 'RECEIVED',
      createdAt: t.clock.now.toISOString(),
    });

    const again = await api.post('/api/customers/data-requests/cancellation', { confirmed: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Ya registramos tu solicitud de cancelación. Te escribiremos cuando la atendamos.',
    );
    expect((await api.get('/api/customers/data-requests')).json().data).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/customers/my-data' })).statusCode).toBe(401);
  });
});
