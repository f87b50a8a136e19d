import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import ProductDashboardPage, { changeText } from './ProductDashboardPage';
import ProductDetailPage from './ProductDetailPage';
import { bonoSoles } from './product-fixtures';
import ProductQuestionsPage from './ProductQuestionsPage';

beforeEach(() => saveSession({ accessToken: 'access-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = {
  'GET /api/products/bono-pen': () => success(bonoSoles),
  'GET /api/products/bono-pen/regulation': () =>
    success({ productId: 'bono-pen', name: 'Bono Select MidCap', url: '/documentos/reglamento-bsmcn.pdf' }),
};

it('shows what the fund is, its terms, payments, risks and regulation, and the way to its payments', async () => {
  fakeApi({
    ...base,
    'GET /api/products/bono-pen/charts': () =>
      success(
        ['Cartera por sector', 'Rentabilidad mensual'].map((title, i) => ({
          id: `c${i}`,
          productId: 'bono-pen',
          title,
          kind: i ? 'LINE' : 'BAR',
          position: i + 1,
          points: [
            { label: 'Ene', value: '1.10' },
            { label: 'Feb', value: '1.25' },
          ],
        })),
      ),
    'GET /api/products/bono-pen/detail/bono': () =>
      success({
        ...bonoSoles,
        detailType: 'bono',
        terms: [
          { label: '12 meses', months: 12, days: null },
          { label: '24 meses', months: 24, days: null },
        ],
        paymentFrequencies: ['Mensual'],
        highlights: ['Recibes intereses todos los meses.'],
        risks: ['El valor cuota es variable: puede subir o bajar.'],
      }),
  });
  renderRoute(<ProductDetailPage />, '/portafolio/productos/bono-pen', '/portafolio/productos/:idProduct');
  expect((await screen.findByTestId('detail-quota-value')).textContent).toBe('S/\u00a0110.01237720');
  // The charts the back office set for the fund, in their order.
  expect((await screen.findAllByTestId('product-chart-title')).map((t) => t.textContent)).toEqual([
    'Cartera por sector',
    'Rentabilidad mensual',
  ]);
  expect(screen.getByTestId('detail-minimum').textContent).toBe('S/\u00a0250,000');
  expect((await screen.findByTestId('detail-terms')).textContent).toBe('12 meses24 meses');
  expect(screen.getByTestId('detail-frequencies').textContent).toBe('Mensual');
  expect(screen.getByText('Recibes intereses todos los meses.')).toBeTruthy();
  expect((await screen.findByTestId('regulation-link')).getAttribute('href')).toBe(
    '/documentos/reglamento-bsmcn.pdf',
  );
  expect(screen.getByText('Mis pagos').closest('a')?.getAttribute('href')).toBe(
    '/portafolio/productos/bono/bono-pen',
  );
});

it('shows the quota value with its changes and the latest values on the dashboard', async () => {
  fakeApi({
    ...base,
    'GET /api/products/dashboard?product_id=bono-pen': () =>
      success({
        product: bonoSoles,
        quotaValue: '110.01237720',
        quotaValueDate: '2026-11-24',
        change30d: '0.7812',
        change12m: '-1.2000',
        series: [
          { date: '2026-11-23', value: '109.90000000' },
          { date: '2026-11-24', value: '110.01237720' },
        ],
      }),
  });
  renderRoute(
    <ProductDashboardPage />,
    '/portafolio/productos/bono-pen/dashboard',
    '/portafolio/productos/:idProduct/dashboard',
  );
  expect((await screen.findByTestId('dashboard-change-30d')).textContent).toBe('+0.78\u00a0%');
  expect(screen.getByTestId('dashboard-change-12m').textContent).toBe('−1.20\u00a0%');
  const rows = screen.getByTestId('dashboard-values').querySelectorAll('tbody tr');
  expect([...rows].map((r) => r.textContent)).toEqual([
    '24/11/2026S/\u00a0110.01237720',
    '23/11/2026S/\u00a0109.90000000',
  ]);
  expect(changeText(null)).toBe('Sin datos suficientes');
});

it('answers the questions of the fund’s kind and links its regulation', async () => {
  fakeApi(base);
  renderRoute(
    <ProductQuestionsPage />,
    '/portafolio/productos/bono-pen/questions',
    '/portafolio/productos/:idProduct/questions',
  );
  expect(await screen.findByText('¿Cada cuánto paga Bono Select MidCap?')).toBeTruthy();
  expect(screen.getByText('¿Puedo rescatar mis cuotas en cualquier momento?')).toBeTruthy();
  expect(await screen.findByTestId('regulation-link')).toBeTruthy();
});

it('says why when the product cannot be found', async () => {
  fakeApi({ 'GET /api/products/nope': () => failure(404, 'NOT_FOUND', 'No encontramos el producto.') });
  renderRoute(<ProductDetailPage />, '/portafolio/productos/nope', '/portafolio/productos/:idProduct');
  expect((await screen.findByTestId('products-error')).textContent).toContain('No encontramos el producto.');
});
