import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { adminMe, failure, fakeApi, fakeObjectUrls, renderRoute } from '../../../lib/test-utils';
import AdminReportsPage from './AdminReportsPage';

const saved: string[] = [];
beforeEach(() => {
  saveSession({ accessToken: 'admin-1' });
  saved.length = 0;
  fakeObjectUrls();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The .xlsx answer of a report download, with the file name the API gives. */
const xlsx = (fileName: string) =>
  new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
    status: 200,
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  });

it('lists the reports the roles allow, with what each holds, and downloads one for a date range', async () => {
  const api = fakeApi({ 'GET /api/admin/users/me': () => adminMe(['report.read']) });
  const answerJson = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) =>
    String(input).startsWith('/api/admin/reports/')
      ? xlsx('reporte-cartas-2025-03-01-a-2025-03-31-2026-11-24.xlsx')
      : answerJson(input, init),
  );
  renderRoute(<AdminReportsPage />, '/admin/reportes');
  const letters = await screen.findByTestId('report-letter');
  expect(within(letters).getByText('Cartas (boletín)')).toBeTruthy();
  expect(within(letters).getByText(/Las inscripciones al boletín/)).toBeTruthy();
  // Operations cannot see PLAFT (compliance's); the participants report has no dates.
  expect(screen.queryByTestId('report-plaft')).toBeNull();
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  expect(
    within(screen.getByTestId('report-participant')).queryByTestId('report-participant-from'),
  ).toBeNull();

  fireEvent.change(within(letters).getByTestId('report-letter-from'), { target: { value: '2025-03-01' } });
  fireEvent.change(within(letters).getByTestId('report-letter-to'), { target: { value: '2025-03-31' } });
  fireEvent.click(within(letters).getByTestId('report-letter-download'));
  expect((await within(letters).findByTestId('report-letter-saved')).textContent).toContain(
    'reporte-cartas-2025-03-01-a-2025-03-31-2026-11-24.xlsx',
  );
  expect(saved).toEqual(['reporte-cartas-2025-03-01-a-2025-03-31-2026-11-24.xlsx']);
  const urls = api.fetchMock.mock.calls.map(([input]) => String(input));
  expect(urls).toContain('/api/admin/reports/letter?from=2025-03-01&to=2025-03-31');
});

it('shows PLAFT to compliance; a reversed range is refused before asking, a server refusal is shown', async () => {
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['report.read', 'report.plaft']),
    'GET /api/admin/reports/plaft': () =>
      failure(403, 'FORBIDDEN', 'No tienes permiso para realizar esta acción.'),
  });
  renderRoute(<AdminReportsPage />, '/admin/reportes');
  const plaft = await screen.findByTestId('report-plaft');
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);

  fireEvent.change(within(plaft).getByTestId('report-plaft-from'), { target: { value: '2025-05-01' } });
  fireEvent.change(within(plaft).getByTestId('report-plaft-to'), { target: { value: '2025-04-01' } });
  fireEvent.click(within(plaft).getByTestId('report-plaft-download'));
  expect(
    await within(plaft).findByText('La fecha hasta no puede ser anterior a la fecha desde.'),
  ).toBeTruthy();
  expect(api.fetchMock.mock.calls.some(([input]) => String(input).includes('/reports/'))).toBe(false);

  fireEvent.change(within(plaft).getByTestId('report-plaft-from'), { target: { value: '' } });
  fireEvent.change(within(plaft).getByTestId('report-plaft-to'), { target: { value: '' } });
  fireEvent.click(within(plaft).getByTestId('report-plaft-download'));
  expect((await within(plaft).findByTestId('report-plaft-error')).textContent).toBe(
    'No tienes permiso para realizar esta acción.',
  );
  expect(saved).toEqual([]);
});
