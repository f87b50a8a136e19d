import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import { KeptDocuments } from './KeptDocuments';
import { StatementEmailPanel } from './StatementEmailPanel';

const wait = { timeout: 5000 };

beforeEach(() => saveSession({ accessToken: 'customer-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('turns the monthly statement e-mail off, and shows the server’s refusal when it is turned on', async () => {
  let on = true;
  const api = fakeApi({
    'GET /api/profile/statement-email': () => success({ monthlyEmail: on }),
    'PUT /api/profile/statement-email': (init) => {
      const body = JSON.parse(String(init.body)) as { monthlyEmail: boolean };
      if (body.monthlyEmail) return failure(400, 'VALIDATION_ERROR', 'No pudimos guardar tu preferencia.');
      on = body.monthlyEmail;
      return success({ monthlyEmail: on });
    },
  });
  renderRoute(<StatementEmailPanel />, '/perfil');
  const toggle = (await screen.findByLabelText(
    'Recibir el estado de cuenta por correo',
    {},
    wait,
  )) as HTMLInputElement;
  await waitFor(() => expect(toggle.disabled).toBe(false), wait);
  expect(toggle.checked).toBe(true);
  fireEvent.click(toggle);
  await waitFor(() => expect(toggle.checked).toBe(false), wait);
  expect(api.calls('PUT /api/profile/statement-email')[0]?.body).toEqual({ monthlyEmail: false });
  fireEvent.click(toggle);
  expect(await screen.findByText('No pudimos guardar tu preferencia.', {}, wait)).toBeTruthy();
  expect(toggle.checked).toBe(false);
});

it('lists her statements and certificates, and says when a year has nothing to certify', async () => {
  const year = new Date().getFullYear() - 1;
  const message = `No tuviste rescates en ${year}: no hay rentas ni retenciones que certificar.`;
  fakeApi({
    'GET /api/profile/documents': () =>
      success([
        {
          id: 'd1',
          productId: null,
          productName: null,
          type: 'ACCOUNT_STATEMENT',
          title: 'Estado de cuenta de octubre de 2026',
          fileName: 'estado-de-cuenta-2026-10.pdf',
          size: 1000,
          createdAt: '2026-11-02T15:00:00.000Z',
        },
      ]),
    [`GET /api/portfolio/tax-certificate?anio=${year}`]: () => failure(404, 'NOT_FOUND', message),
  });
  renderRoute(<KeptDocuments />, '/perfil2/documentos');
  expect(await screen.findByText('Estado de cuenta de octubre de 2026', {}, wait)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Descargar Estado de cuenta de octubre de 2026' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Descargar certificado' }));
  expect(await screen.findByText(message, {}, wait)).toBeTruthy();
});
