import type { AuditEntry } from '@invierte/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi, renderRoute, success } from '../../../lib/test-utils';
import AdminAuditPage from './AdminAuditPage';

const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-24T15:00:00.000Z',
  actor: { id: 'a1', name: 'Ana Torres', email: 'admin@invierte.pe' },
  ip: '203.0.113.7',
  userAgent: 'Chromium',
  action: 'user.disable',
  entity: 'user',
  entityId: 'u1',
  subject: 'Luis Quispe (interesado@invierte.pe)',
  before: { disabled: false },
  after: { disabled: true },
  people: {},
  hash: 'f'.repeat(64),
  ...over,
});
const page = (items: AuditEntry[]) => success({ items, total: items.length, page: 1, limit: 20 });

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows who changed what, before and after, and filters by what was changed', async () => {
  const api = fakeApi({
    'GET /api/admin/audit?page=1&limit=20': () =>
      page([
        entry(2),
        entry(1, {
          action: 'rescue.settle',
          entity: 'rescue',
          entityId: 'r9',
          subject: null,
          before: { status: 'PENDING' },
          after: { status: 'SETTLED', amount: '1100.00', reason: null },
        }),
      ]),
    'GET /api/admin/audit?page=1&limit=20&entity=rescue': () => page([]),
  });
  renderRoute(<AdminAuditPage />, '/admin/auditoria');
  const table = await screen.findByTestId('admin-audit');
  await within(table).findAllByText('Ana Torres');
  // In the back office's words, the recorded code kept beside them.
  expect(table.textContent).toContain('Usuario deshabilitado');
  expect(table.textContent).toContain('Deshabilitado: No → Sí');
  expect(table.textContent).toContain('Rescate pagado');
  expect(table.textContent).toContain('rescue.settle');
  expect(table.textContent).toContain('Estado: Pendiente → Pagado');
  expect(table.textContent).toContain('Monto: 1,100.00');
  expect(table.textContent).not.toContain('Motivo:');
  expect(table.textContent).toContain('Rescates · r9');
  // A user or a fund is named, not shown by its id.
  expect(table.textContent).toContain('Luis Quispe (interesado@invierte.pe)');
  expect(table.textContent).not.toContain('· u1');
  fireEvent.change(screen.getByTestId('audit-entity'), { target: { value: 'rescue' } });
  expect(await screen.findByText('Ningún cambio coincide con los filtros.')).toBeTruthy();
  expect(api.calls('GET /api/admin/audit?page=1&limit=20&entity=rescue')).toHaveLength(1);
});

it('names review decisions by their event and states, dates in Lima, and unknown fields as recorded', async () => {
  fakeApi({
    'GET /api/admin/audit?page=1&limit=20': () =>
      page([
        entry(4, {
          action: 'onboarding.disapprove',
          entity: 'onboarding',
          entityId: 'o1',
          subject: 'María Rojas · Bono Select',
          before: { state: 'IN_VERIFICATION', contractState: 'APPROVED' },
          after: { state: 'DISAPPROVED', contractState: 'APPROVED', reason: 'Fondos de un tercero' },
        }),
        entry(5, {
          action: 'product.quota-value.publish',
          entity: 'product',
          entityId: 'p1',
          subject: 'Bono Select',
          before: { valueDate: '2026-11-23', value: '1.10230000' },
          after: {
            valueDate: '2026-11-24',
            value: '1.10310000',
            newField: 'x',
            heldOnboardings: ['o1', 'o2'],
            summary: { 'Días corregidos': '2', 'Valores publicados': '0' },
          },
        }),
        entry(6, {
          action: 'product.delete',
          entity: 'product',
          before: { deletedAt: null },
          after: { deletedAt: '2026-11-24T20:30:00.000Z' },
        }),
      ]),
  });
  renderRoute(<AdminAuditPage />, '/admin/auditoria');
  const table = await screen.findByTestId('admin-audit');
  await within(table).findByText('Solicitud desaprobada');
  expect(table.textContent).toContain('Estado: Depósito en verificación → Desaprobada');
  expect(table.textContent).not.toContain('Contrato:');
  expect(table.textContent).toContain('Motivo: Fondos de un tercero');
  expect(table.textContent).toContain('Valor cuota publicado');
  expect(table.textContent).toContain('Fecha del valor: 23/11/2026 → 24/11/2026');
  expect(table.textContent).toContain('Valor cuota: 1.10230000 → 1.10310000');
  expect(table.textContent).toContain('newField: x');
  expect(table.textContent).toContain('Solicitudes retenidas: o1, o2');
  expect(table.textContent).toContain('Resultado · Días corregidos: 2Resultado · Valores publicados: 0');
  expect(table.textContent).toContain('Eliminado el: — → 24/11/2026, 3:30 p. m.');
});

it('verifies the chain and its signed anchor, and names the rows deleted since', async () => {
  let intact = true;
  fakeApi({
    'GET /api/admin/audit?page=1&limit=20': () => page([entry(1)]),
    'GET /api/admin/audit/verify': () =>
      success(
        intact
          ? {
              ok: true,
              rows: 1,
              broken: null,
              lastHash: 'f'.repeat(64),
              anchor: { id: 1, at: '2026-11-24T20:30:00.000Z', rows: 1 },
            }
          : {
              ok: false,
              rows: 1,
              broken: {
                id: 3,
                reason: 'TRUNCATED',
                message:
                  'Faltan los registros más recientes: el ancla firmada del 24/11/2026, 3:30 p. m. llega hasta el registro 3, pero el registro de auditoría termina en el 1.',
              },
              lastHash: null,
              anchor: null,
            },
      ),
  });
  renderRoute(<AdminAuditPage />, '/admin/auditoria');
  fireEvent.click(await screen.findByTestId('audit-verify'));
  expect((await screen.findByTestId('audit-verification')).textContent).toBe(
    'La cadena de huellas está intacta: 1 registro verificado. Coincide con su ancla firmada fuera de la base de datos del 24/11/2026, 3:30 p. m. (hasta el registro 1).',
  );
  intact = false;
  fireEvent.click(screen.getByTestId('audit-verify'));
  await expect
    .poll(() => screen.getByTestId('audit-verification').textContent)
    .toContain(
      'Faltan los registros más recientes: el ancla firmada del 24/11/2026, 3:30 p. m. llega hasta el registro 3',
    );
});

it('names exchange-rate changes and filters by them', async () => {
  const api = fakeApi({
    'GET /api/admin/audit?page=1&limit=20': () =>
      page([
        entry(3, {
          action: 'exchange-rate.correct',
          entity: 'exchange-rate',
          entityId: '2026-11-24',
          subject: null,
          before: { buy: '3.7460' },
          after: { buy: '3.7321' },
        }),
      ]),
    'GET /api/admin/audit?page=1&limit=20&entity=exchange-rate': () => page([]),
  });
  renderRoute(<AdminAuditPage />, '/admin/auditoria');
  const table = await screen.findByTestId('admin-audit');
  await within(table).findAllByText('Tipo de cambio · 2026-11-24');
  fireEvent.change(screen.getByTestId('audit-entity'), { target: { value: 'exchange-rate' } });
  expect(await screen.findByText('Ningún cambio coincide con los filtros.')).toBeTruthy();
  expect(api.calls('GET /api/admin/audit?page=1&limit=20&entity=exchange-rate')).toHaveLength(1);
});

it('says a backwards date range beside the dates and asks the server nothing until it is mended', async () => {
  const api = fakeApi({
    'GET /api/admin/audit?page=1&limit=20&from=2026-11-20&to=2026-11-25': () => page([entry(1)]),
  });
  renderRoute(<AdminAuditPage />, '/admin/auditoria?desde=2026-11-20&hasta=2026-11-10');
  expect(await screen.findByText('La fecha desde no puede ser posterior a la fecha hasta.')).toBeTruthy();
  expect(screen.queryByText('Reintentar')).toBeNull();
  expect(api.fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/admin/audit?'))).toHaveLength(
    0,
  );
  fireEvent.change(screen.getByTestId('range-to'), { target: { value: '2026-11-25' } });
  expect(await screen.findAllByTestId('admin-audit-row')).toHaveLength(1);
  expect(screen.queryByText('La fecha desde no puede ser posterior a la fecha hasta.')).toBeNull();
});

it('names who opened which investor document: a request’s seen or downloaded, a published one downloaded', async () => {
  fakeApi({
    'GET /api/admin/audit?page=1&limit=20': () =>
      page([
        entry(7, {
          action: 'onboarding.document.view',
          entity: 'onboarding',
          entityId: 'o1',
          subject: 'Rocío Vargas (verificacion@invierte.pe) · Factoring (USD)',
          before: null,
          after: { fileId: 'f1', kind: 'VOUCHER', fileName: 'constancia-interbank.pdf', sha256: 'ab12' },
        }),
        entry(8, {
          action: 'onboarding.document.download',
          entity: 'onboarding',
          entityId: 'o1',
          before: null,
          after: { fileId: 'f2', kind: 'ADMIN_DOCUMENT', type: 'DOCUMENTO_IDENTIDAD', fileName: 'dni.png' },
        }),
        entry(9, {
          action: 'document.download',
          entity: 'investor-document',
          entityId: 'i1',
          subject: 'Rocío Vargas (verificacion@invierte.pe) · Noviembre 2026',
          before: null,
          after: { type: 'ACCOUNT_STATEMENT', fileName: 'estado.pdf' },
        }),
      ]),
  });
  renderRoute(<AdminAuditPage />, '/admin/auditoria');
  const table = await screen.findByTestId('admin-audit');
  await within(table).findByText('Documento de la solicitud visto');
  expect(table.textContent).toContain(
    'Solicitudes de inversión · Rocío Vargas (verificacion@invierte.pe) · Factoring (USD)',
  );
  expect(table.textContent).toContain('Tipo: Comprobante de transferencia');
  expect(table.textContent).toContain('Archivo: constancia-interbank.pdf');
  expect(table.textContent).toContain('Id. del archivo: f1');
  expect(table.textContent).toContain('Documento de la solicitud descargado');
  expect(table.textContent).toContain('Tipo: Documento de identidad');
  expect(table.textContent).toContain('Documento de inversionista descargado');
  expect(table.textContent).toContain(
    'Documentos de inversionistas · Rocío Vargas (verificacion@invierte.pe) · Noviembre 2026',
  );
  expect(table.textContent).toContain('Tipo: Estado de cuenta');
});
