import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi, renderRoute } from '../../../lib/test-utils';
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

beforeEach(() => saveSession({ accessToken: 'access-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('offers each held fund of the kind its own documents', async () => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
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
