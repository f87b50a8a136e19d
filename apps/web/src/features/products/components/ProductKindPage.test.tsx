import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import MutuoPage from './MutuoPage';
import ProductKindPage from './ProductKindPage';
import { bonoHolding, bonoSoles, catalogue, factoringSoles, fund, mutuoDolares } from './product-fixtures';

beforeEach(() => saveSession({ accessToken: 'access-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KIND_ROUTE = '/portafolio/productos/bono/:idProduct?';

it('shows the investor’s Bono lots with their next payment and opens a lot’s schedule', async () => {
  fakeApi({
    'GET /api/products/bono-pen': () => success(bonoSoles),
    'GET /api/portfolio-bono/bono-pen/investments': () => success(bonoHolding),
  });
  renderRoute(<ProductKindPage />, '/portafolio/productos/bono/bono-pen', KIND_ROUTE);
  expect((await screen.findByTestId('holding-principal')).textContent).toBe('S/\u00a0250,000.00');
  expect(screen.getByTestId('holding-upcoming').textContent).toBe('S/\u00a025,630.20');
  expect(
    screen.getByText('Plazo de 24 meses, 24 pagos mensuales, tasa referencial de 9.25 % anual.'),
  ).toBeTruthy();
  const lot = screen.getByTestId('lot-card');
  expect(within(lot).getByText('Suscripción del 29/12/2025')).toBeTruthy();
  expect(within(lot).getByText('Próximo pago: S/ 1,830.73 el 29/11/2026')).toBeTruthy();
  fireEvent.click(within(lot).getByTestId('lot-schedule-link'));
  expect((await screen.findByTestId('location')).textContent).toBe(
    '/portafolio/productos/bono/detalle/lot-1?producto=bono-pen&cuenta=acc-1',
  );
});

it('invites to invest when the investor holds none of the product', async () => {
  fakeApi({
    'GET /api/products/bono-pen': () => success(bonoSoles),
    'GET /api/portfolio-bono/bono-pen/investments': () =>
      failure(404, 'NOT_FOUND', 'No encontramos esta inversión en tu portafolio.'),
  });
  renderRoute(<ProductKindPage />, '/portafolio/productos/bono/bono-pen', KIND_ROUTE);
  const empty = await screen.findByTestId('holding-empty');
  expect(empty.textContent).toContain('Aún no tienes inversiones en Bono Select MidCap');
  expect(empty.textContent).toContain('Inversión mínima S/\u00a0250,000');
  expect(within(empty).getByText('Quiero invertir').closest('a')?.getAttribute('href')).toBe(
    '/onboarding?productId=bono-pen&volver=%2Fportafolio%2Fproductos%2Fbono%2Fbono-pen',
  );
});

it('lists the kind’s products when no product is named, with the way to the ones held', async () => {
  fakeApi({
    'GET /api/products/list': () => success(catalogue),
    'GET /api/portfolio/funds': () => success([fund('mutuo-usd')]),
  });
  renderRoute(<MutuoPage />, '/portafolio/mutuo', '/portafolio/mutuo/:idProduct?');
  const cards = await screen.findAllByTestId('product-card');
  expect(cards.map((c) => c.querySelector('h2')?.textContent)).toEqual(['Mutuo Acreencias']);
  expect((await screen.findByTestId('kind-mine')).getAttribute('href')).toBe(
    '/portafolio/productos/mutuo/mutuo-usd',
  );
});

it('says honestly that no Renta FIA fund is offered, and lists what is', async () => {
  fakeApi({
    'GET /api/products/list': () => success(catalogue),
    'GET /api/portfolio/funds': () => success([]),
  });
  renderRoute(
    <ProductKindPage />,
    '/portafolio/productos/renta-fia',
    '/portafolio/productos/renta-fia/:idProduct?',
  );
  expect((await screen.findByTestId('renta-fia-empty')).textContent).toContain(
    'Aún no hay fondos Renta FIA disponibles',
  );
  expect(screen.getAllByTestId('offered-product').map((p) => p.querySelector('p')?.textContent)).toEqual([
    'Factoring (soles)',
    'Bono Select MidCap (soles)',
    'Mutuo Acreencias (dólares)',
  ]);
});

it('shows a Factoring holding’s quotas and value, with rescue and invest-more actions', async () => {
  fakeApi({
    'GET /api/products/fac-pen': () => success(factoringSoles),
    'GET /api/portfolio/funds': () => success([fund('fac-pen')]),
  });
  renderRoute(
    <ProductKindPage />,
    '/portafolio/productos/factoring/fac-pen',
    '/portafolio/productos/factoring/:idProduct?',
  );
  const holding = await screen.findByTestId('factoring-holding');
  expect(holding.textContent).toContain('Tu inversión en Factoring (soles)');
  expect(holding.textContent).toContain('S/\u00a0250,000.36');
  expect(screen.getByText('Rescatar cuotas').closest('a')?.getAttribute('href')).toBe(
    '/portafolio/movimientos/rescatar-cuotas?productId=fac-pen',
  );
  expect(screen.getByText('Invertir más')).toBeTruthy();
});

it('tells when a product is not of the page’s kind', async () => {
  fakeApi({ 'GET /api/products/mutuo-usd': () => success(mutuoDolares) });
  renderRoute(<ProductKindPage />, '/portafolio/productos/bono/mutuo-usd', KIND_ROUTE);
  expect(await screen.findByText('Este fondo no es de este tipo')).toBeTruthy();
});
