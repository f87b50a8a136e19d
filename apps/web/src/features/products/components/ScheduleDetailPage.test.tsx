import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import { bonoDetail, bonoHolding, bonoProjection, catalogue, fund } from './product-fixtures';
import ScheduleDetailPage from './ScheduleDetailPage';

beforeEach(() => saveSession({ accessToken: 'access-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROUTE = '/portafolio/productos/bono/detalle/:id?';
const LOT = '/api/portfolio-bono/bono-pen/acc-1/investments/lot-1';

it('shows a lot’s figures and every payment with gross, tax and net, and the totals', async () => {
  fakeApi({
    [`GET ${LOT}/detail`]: () => success(bonoDetail),
    [`GET ${LOT}/projection`]: () => success(bonoProjection),
  });
  renderRoute(
    <ScheduleDetailPage />,
    '/portafolio/productos/bono/detalle/lot-1?producto=bono-pen&cuenta=acc-1',
    ROUTE,
  );
  expect((await screen.findByTestId('lot-principal')).textContent).toBe('S/\u00a0250,000.00');
  expect(screen.getByTestId('lot-past').textContent).toBe('S/\u00a018,307.30');
  expect(screen.getByTestId('lot-next').textContent).toBe('S/\u00a01,830.73 el 29/11/2026');
  const rows = screen
    .getAllByTestId('schedule-row')
    .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
  // The date cell repeats bruto and impuesto for phones, where their own columns are hidden.
  expect(rows[0]).toEqual([
    '1',
    '29/01/2026Bruto S/\u00a01,927.08 · Impuesto S/\u00a096.35',
    'S/\u00a01,927.08',
    'S/\u00a096.35',
    'S/\u00a01,830.73',
    'Fecha cumplida',
  ]);
  expect(rows[2]).toEqual([
    '24',
    '29/12/2027Bruto S/\u00a01,927.16 · Impuesto S/\u00a096.45',
    'S/\u00a01,927.16',
    'S/\u00a096.45',
    'S/\u00a01,830.71',
    'Programado',
  ]);
  const totals = [...screen.getByTestId('schedule-totals').querySelectorAll('td')].map((c) => c.textContent);
  expect(totals.slice(2, 5)).toEqual(['S/\u00a046,250.00', 'S/\u00a02,312.50', 'S/\u00a043,937.50']);
  expect(screen.getByTestId('lot-notes').textContent).toContain('plazo de 24 meses');
});

it('finds the lot among the investor’s holdings when the link carries only its id', async () => {
  fakeApi({
    'GET /api/products/list': () => success(catalogue),
    'GET /api/portfolio/funds': () => success([fund('bono-pen')]),
    'GET /api/portfolio-bono/bono-pen/investments': () => success(bonoHolding),
    [`GET ${LOT}/detail`]: () => success(bonoDetail),
    [`GET ${LOT}/projection`]: () => success(bonoProjection),
  });
  renderRoute(<ScheduleDetailPage />, '/portafolio/productos/bono/detalle/lot-1', ROUTE);
  expect(await screen.findAllByTestId('schedule-row')).toHaveLength(3);
});

it('lists every Bono lot when no lot is named', async () => {
  fakeApi({
    'GET /api/products/list': () => success(catalogue),
    'GET /api/portfolio/funds': () => success([fund('bono-pen')]),
    'GET /api/portfolio-bono/bono-pen/investments': () => success(bonoHolding),
  });
  renderRoute(<ScheduleDetailPage />, '/portafolio/productos/bono/detalle', ROUTE);
  expect(await screen.findAllByTestId('lot-card')).toHaveLength(1);
});

it('says a failed read of the lots as an error to retry, not as having no investments', async () => {
  let fail = true;
  fakeApi({
    'GET /api/products/list': () => success(catalogue),
    'GET /api/portfolio/funds': () => success([fund('bono-pen')]),
    'GET /api/portfolio-bono/bono-pen/investments': () =>
      fail ? failure(500, 'INTERNAL_ERROR', 'No pudimos cargar tus inversiones.') : success(bonoHolding),
  });
  renderRoute(<ScheduleDetailPage />, '/portafolio/productos/bono/detalle', ROUTE);
  expect((await screen.findByTestId('products-error')).textContent).toContain(
    'No pudimos cargar tus inversiones.',
  );
  expect(screen.queryByTestId('bono-empty')).toBeNull();
  fail = false;
  fireEvent.click(screen.getByText('Volver a intentar'));
  expect(await screen.findAllByTestId('lot-card')).toHaveLength(1);
});

it('says the investment is not in the portfolio when the API answers 404', async () => {
  fakeApi({
    [`GET ${LOT}/detail`]: () => failure(404, 'NOT_FOUND', 'No encontramos esta inversión en tu portafolio.'),
    [`GET ${LOT}/projection`]: () =>
      failure(404, 'NOT_FOUND', 'No encontramos esta inversión en tu portafolio.'),
  });
  renderRoute(
    <ScheduleDetailPage />,
    '/portafolio/productos/bono/detalle/lot-1?producto=bono-pen&cuenta=acc-1',
    ROUTE,
  );
  expect((await screen.findByTestId('lot-not-found')).textContent).toContain(
    'No encontramos esta inversión en tu portafolio',
  );
});

it('shows Renta FIA’s detail as the honest empty state', async () => {
  fakeApi({
    'GET /api/products/list': () => success(catalogue),
    'GET /api/portfolio/funds': () => success([]),
  });
  renderRoute(
    <ScheduleDetailPage />,
    '/portafolio/productos/renta-fia/detalle',
    '/portafolio/productos/renta-fia/detalle/:id?',
  );
  expect(await screen.findByTestId('renta-fia-empty')).toBeTruthy();
});
