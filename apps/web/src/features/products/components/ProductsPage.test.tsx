import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import { catalogue, factoringSoles, fund } from './product-fixtures';
import ProductsPage from './ProductsPage';

beforeEach(() => saveSession({ accessToken: 'access-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('lists each product with its latest quota value and minimum, marks the ones held, and starts an investment', async () => {
  fakeApi({
    'GET /api/products/list': () => success(catalogue),
    'GET /api/portfolio/funds': () => success([fund('bono-pen')]),
  });
  renderRoute(<ProductsPage />, '/portafolio/productos');
  const cards = await screen.findAllByTestId('product-card');
  expect(cards).toHaveLength(3);
  const bono = cards[1]!;
  expect(within(bono).getByTestId('product-quota-value').textContent).toBe('S/\u00a0110.01237720');
  expect(within(bono).getByTestId('product-minimum').textContent).toBe('S/\u00a0250,000');
  expect(within(bono).getByText('Valor cuota al 24/11/2026')).toBeTruthy();
  expect(await within(bono).findByText('En tu portafolio')).toBeTruthy();
  expect(within(cards[2]!).getByTestId('product-minimum').textContent).toBe('$\u00a020,000');
  expect(within(cards[0]!).queryByText('En tu portafolio')).toBeNull();
  fireEvent.click(within(bono).getByTestId('product-invest'));
  expect((await screen.findByTestId('location')).textContent).toBe(
    '/onboarding?productId=bono-pen&volver=%2Fportafolio%2Fproductos',
  );
});

it('keeps "Quiero invertir" on a locked fund, so starting shows the stop modal with its message', async () => {
  fakeApi({
    'GET /api/products/list': () => success([{ ...factoringSoles, locked: true }]),
    'GET /api/portfolio/funds': () => success([]),
  });
  renderRoute(<ProductsPage />, '/portafolio/productos');
  const [card] = await screen.findAllByTestId('product-card');
  expect(within(card!).getByText('Las suscripciones a este fondo están pausadas por ahora.')).toBeTruthy();
  fireEvent.click(within(card!).getByTestId('product-invest'));
  expect((await screen.findByTestId('location')).textContent).toBe(
    '/onboarding?productId=fac-pen&volver=%2Fportafolio%2Fproductos',
  );
});

it('says so when the catalogue cannot load, and loads it again on request', async () => {
  let fail = true;
  fakeApi({
    'GET /api/products/list': () =>
      fail ? failure(500, 'INTERNAL_ERROR', 'No pudimos cargar los productos.') : success([]),
    'GET /api/portfolio/funds': () => success([]),
  });
  renderRoute(<ProductsPage />, '/portafolio/productos');
  expect((await screen.findByTestId('products-error')).textContent).toContain(
    'No pudimos cargar los productos.',
  );
  fail = false;
  fireEvent.click(screen.getByText('Volver a intentar'));
  expect((await screen.findByTestId('products-empty')).textContent).toContain('No hay productos disponibles');
});
