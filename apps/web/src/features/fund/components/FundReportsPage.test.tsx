import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi, fakeObjectUrls, renderRoute } from '../../../lib/test-utils';
import FundReportsPage from './FundReportsPage';

const fund = (productId: string, type: string, code: 'PEN' | 'USD') => ({
  productId,
  productName: type === 'bono' ? 'Bono Select MidCap' : 'Factoring',
  productSlug: productId,
  productType: type,
  productCode: productId.toUpperCase(),
  currency: { code, symbol: code === 'PEN' ? 'S/' : '$' },
  quotas: '1.00000000',
  reservedQuotas: '0.00000000',
  availableQuotas: '1.00000000',
  quotaValue: '100.00000000',
  quotaValueDate: '2026-11-23',
  value: '100.00',
});

const noReports = (...ids: string[]) =>
  Object.fromEntries(
    ids.map((id) => [
      `GET /api/portfolio/${id}/investment-reports`,
      () => ({ body: { status: 'success', data: [] } }),
    ]),
  );

beforeEach(() => saveSession({ accessToken: 'access-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('offers each held fund of the kind its own documents', async () => {
  fakeObjectUrls();
  const api = fakeApi({
    'GET /api/portfolio/funds': () => ({
      body: {
        status: 'success',
        data: [
          fund('f-pen', 'factoring', 'PEN'),
          fund('f-usd', 'factoring', 'USD'),
          fund('b-usd', 'bono', 'USD'),
        ],
      },
    }),
    'GET /api/portfolio/investments/user/DownloadDocumentCertificate?productId=f-usd': () => ({
      body: 'pdf',
    }),
    ...noReports('f-pen', 'f-usd'),
  });
  renderRoute(<FundReportsPage />, '/portafolio/factoring/reportes', '/portafolio/:fund/reportes');
  const sections = await screen.findAllByTestId('fund-reports');
  expect(sections.map((s) => s.querySelector('h2')?.textContent)).toEqual([
    'Factoring en soles',
    'Factoring en dólares',
  ]);
  fireEvent.click(sections[1]!.querySelector('[data-testid="document-certificate"]')!);
  await expect
    .poll(() => api.calls('GET /api/portfolio/investments/user/DownloadDocumentCertificate?productId=f-usd'))
    .toHaveLength(1);
});

it('says so when no fund of the kind is held', async () => {
  fakeApi({ 'GET /api/portfolio/funds': () => ({ body: { status: 'success', data: [] } }) });
  renderRoute(<FundReportsPage />, '/portafolio/mutuo/reportes', '/portafolio/:fund/reportes');
  expect((await screen.findByTestId('reports-none')).textContent).toContain(
    'Aún no tienes reportes de este fondo',
  );
});

it('lists the reports the team published under each fund, each downloadable, or says there are none', async () => {
  fakeObjectUrls();
  const report = {
    id: 'r-1',
    productId: 'f-pen',
    productName: 'Factoring',
    type: 'INVESTMENT_REPORT',
    title: 'Tercer trimestre 2026',
    fileName: 'reporte-3t.pdf',
    size: 2048,
    createdAt: '2026-10-15T15:00:00.000Z',
  };
  const api = fakeApi({
    'GET /api/portfolio/funds': () => ({
      body: {
        status: 'success',
        data: [fund('f-pen', 'factoring', 'PEN'), fund('f-usd', 'factoring', 'USD')],
      },
    }),
    'GET /api/portfolio/f-pen/investment-reports': () => ({
      body: {
        status: 'success',
        data: [
          report,
          {
            ...report,
            id: 'r-2',
            productId: null,
            productName: null,
            type: 'ACCOUNT_STATEMENT',
            title: 'Octubre 2026',
          },
        ],
      },
    }),
    ...noReports('f-usd'),
    'GET /api/portfolio/investment-report/r-1': () => ({ body: 'pdf' }),
  });
  renderRoute(<FundReportsPage />, '/portafolio/factoring/reportes', '/portafolio/:fund/reportes');
  const [pen, usd] = await screen.findAllByTestId('published-reports');
  await expect.poll(() => pen!.querySelectorAll('[data-testid="published-report"]').length).toBe(2);
  const rows = [...pen!.querySelectorAll('[data-testid="published-report"]')].map((r) => r.textContent);
  expect(rows[0]).toContain('Tercer trimestre 2026');
  expect(rows[0]).toContain('Reporte de inversión');
  expect(rows[1]).toContain('Estado de cuenta · Toda tu cuenta');
  await expect
    .poll(() => usd!.querySelector('[data-testid="published-reports-none"]')?.textContent)
    .toContain('Aún no hay reportes publicados para este fondo');

  fireEvent.click(pen!.querySelector('[data-testid="published-report-download"]')!);
  await expect.poll(() => api.calls('GET /api/portfolio/investment-report/r-1')).toHaveLength(1);
});

it('says when the published reports cannot be loaded', async () => {
  fakeApi({
    'GET /api/portfolio/funds': () => ({
      body: { status: 'success', data: [fund('f-pen', 'factoring', 'PEN')] },
    }),
    'GET /api/portfolio/f-pen/investment-reports': () => ({
      status: 404,
      body: { status: 'error', code: 'NOT_FOUND', message: 'No encontramos ese fondo.', errors: [] },
    }),
  });
  renderRoute(<FundReportsPage />, '/portafolio/factoring/reportes', '/portafolio/:fund/reportes');
  const section = await screen.findByTestId('published-reports');
  await expect.poll(() => section.textContent).toContain('No encontramos ese fondo.');
});
