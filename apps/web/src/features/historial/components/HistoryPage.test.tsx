import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import HistoryPage from './HistoryPage';

const history = [
  {
    productId: 'p-fiamn',
    name: 'Factoring',
    currency: 'PEN',
    months: [
      { month: '2025-10', quotaValue: '130.12345678', annualizedReturn: '9.12' },
      { month: '2025-11', quotaValue: '131.10000000', annualizedReturn: '9.41' },
      { month: '2025-12', quotaValue: '1234567.50000000', annualizedReturn: '-1.50' },
    ],
  },
  { productId: 'p-mute', name: 'Mutuo Acreencias', currency: 'USD', months: [] },
];

beforeEach(() => {
  localStorage.clear();
  saveSession({ accessToken: 'access-1' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Historial de tasas', () => {
  it('shows a chart and a table per product and currency, newest month first', async () => {
    fakeApi({ 'GET /api/products/rate-history': () => success(history) });
    renderRoute(<HistoryPage />, '/historial');

    const factoring = await screen.findByRole('region', { name: 'Factoring · Soles' });
    expect(within(factoring).getByTestId('rate-chart').getAttribute('aria-label')).toBe(
      "Valor cuota de Factoring · Soles: de S/\u00a0130.12345678 a S/\u00a01'234,567.50000000",
    );
    const rows = within(within(factoring).getByTestId('rate-table')).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.querySelectorAll('th,td')).map((c) => c.textContent))).toEqual([
      ['Mes', 'Valor cuota', 'Rentabilidad anualizada'],
      ['dic 2025', "S/\u00a01'234,567.50000000", '-1.50\u00a0%'],
      ['nov 2025', 'S/\u00a0131.10000000', '9.41\u00a0%'],
      ['oct 2025', 'S/\u00a0130.12345678', '9.12\u00a0%'],
    ]);

    const mutuo = screen.getByRole('region', { name: 'Mutuo Acreencias · Dólares' });
    expect(within(mutuo).getByText('Aún no hay meses cerrados para este producto.')).toBeTruthy();
  });

  it('tells a customer who is not affluent that the section is not available', async () => {
    fakeApi({
      'GET /api/products/rate-history': () =>
        failure(403, 'FORBIDDEN', 'No tienes permiso para realizar esta acción.'),
    });
    renderRoute(<HistoryPage />, '/historial');
    expect(await screen.findByRole('heading', { name: 'Historial de tasas no disponible' })).toBeTruthy();
    expect(screen.queryByTestId('rate-table')).toBeNull();
  });
});
