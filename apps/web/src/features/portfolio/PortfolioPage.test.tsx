import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import { fakeApi, renderRoute, success } from '../../lib/test-utils';
import PortfolioPage from './PortfolioPage';

const fund = {
  productId: 'p1',
  productName: 'Factoring',
  productSlug: 'factoring-soles',
  productType: 'factoring',
  productCode: 'FIAMN',
  currency: { code: 'PEN', symbol: 'S/' },
  quotas: '11.52737789',
  reservedQuotas: '1.50000000',
  availableQuotas: '10.02737789',
  quotaValue: '130.12345678',
  quotaValueDate: '2026-11-20',
  value: '1499.98',
};
const resume = (code: string, symbol: string, total: string, funds: number) =>
  success({ currency: { code, symbol }, total, funds });
const noBanners = () => success({ profile: null, bankAccount: null, request: null });

beforeEach(() => saveSession({ accessToken: 'access-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows the total per currency and each fund with its quotas, value and reserved part', async () => {
  fakeApi({
    'GET /api/customers/banners': noBanners,
    'GET /api/portfolio/funds': () => success([fund]),
    'GET /api/portfolio/resume/PEN': () => resume('PEN', 'S/', '1499.98', 1),
    'GET /api/portfolio/resume/USD': () => resume('USD', '$', '0.00', 0),
    'GET /api/rescues/total-pendings': () =>
      success({
        count: 1,
        totals: [{ currency: { code: 'PEN', symbol: 'S/' }, amount: '150.00', count: 1 }],
      }),
  });
  renderRoute(<PortfolioPage />, '/portafolio');
  expect((await screen.findByTestId('fund-value')).textContent).toBe('S/\u00a01,499.98');
  expect((await screen.findByTestId('pending-rescues-notice')).textContent).toContain(
    'Tienes 1 solicitud de rescate pendiente de pago (S/\u00a0150.00).',
  );
  expect(screen.getByTestId('fund-rescue').getAttribute('href')).toBe(
    '/portafolio/movimientos/rescatar-cuotas?productId=p1',
  );
  expect(screen.getByTestId('fund-quotas').textContent).toBe('11.52737789');
  expect(screen.getByText(/1.50000000 cuotas están en una solicitud de rescate/)).toBeTruthy();
  await screen.findByText('Total en soles');
  await expect.poll(() => screen.getByTestId('total-PEN').textContent).toContain('S/\u00a01,499.98');
  await expect.poll(() => screen.getByTestId('total-USD').textContent).toContain('$\u00a00.00');
});

it('tells an investor without holdings what will appear and where to start', async () => {
  fakeApi({
    'GET /api/customers/banners': noBanners,
    'GET /api/portfolio/funds': () => success([]),
    'GET /api/portfolio/resume/PEN': () => resume('PEN', 'S/', '0.00', 0),
    'GET /api/portfolio/resume/USD': () => resume('USD', '$', '0.00', 0),
    'GET /api/rescues/total-pendings': () => success({ count: 0, totals: [] }),
  });
  renderRoute(<PortfolioPage />, '/portafolio');
  expect((await screen.findByTestId('portfolio-empty')).textContent).toContain('Aún no tienes inversiones');
  expect(screen.getByRole('link', { name: 'Ver productos' }).getAttribute('href')).toBe(
    '/portafolio/productos',
  );
});

it('draws the first screen at once: the stand-in stays until the banners and the figures have all answered', async () => {
  let answerBanners = () => {};
  const bannersAnswered = new Promise<void>((resolve) => (answerBanners = resolve));
  fakeApi({
    'GET /api/customers/banners': async () => {
      await bannersAnswered;
      return success({
        profile: { missing: 'address', path: '/perfil/residence' },
        bankAccount: null,
        request: null,
      });
    },
    'GET /api/portfolio/funds': () => success([fund]),
    'GET /api/portfolio/resume/PEN': () => resume('PEN', 'S/', '1499.98', 1),
    'GET /api/portfolio/resume/USD': () => resume('USD', '$', '0.00', 0),
    'GET /api/rescues/total-pendings': () => success({ count: 0, totals: [] }),
  });
  renderRoute(<PortfolioPage />, '/portafolio');
  await screen.findByTestId('portfolio-loading');
  // The figures are in, the banners are not: still nothing but the stand-in.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByTestId('fund-value')).toBeNull();
  expect(screen.getByTestId('portfolio-loading')).toBeTruthy();

  answerBanners();
  await screen.findByTestId('profile-banner');
  expect(screen.getByTestId('fund-value').textContent).toBe('S/\u00a01,499.98');
  expect(screen.queryByTestId('portfolio-loading')).toBeNull();
});
