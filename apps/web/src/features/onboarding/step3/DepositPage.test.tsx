import type { DepositView } from '@invierte/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import {
  failure,
  fakeApi,
  fakeObjectUrls,
  findOption,
  getButton,
  renderRoute,
  success,
  type FakeResponse,
} from '../../../lib/test-utils';
import { listParametersFixture } from '../test-fixtures';
import DepositPage from './DepositPage';

const ROUTE = '/onboarding/:idOnboarding/step-3/deposit';
const URL_O1 = '/onboarding/o1/step-3/deposit';

const view = (over: Partial<DepositView> = {}): DepositView => ({
  onboardingId: 'o1',
  state: 'PENDING_DEPOSIT',
  product: { id: 'p1', name: 'Factoring', currency: { code: 'PEN', symbol: 'S/' } },
  amount: '1500.00',
  accounts: [
    {
      bank: 'Interbank',
      currency: 'PEN',
      accountNumber: '200-3004567891',
      cci: '003-200-003004567891-36',
      holder: 'Invierte SAF S.A.',
    },
  ],
  deposit: null,
  vouchers: [],
  canRegister: true,
  canAddVouchers: false,
  ...over,
});

function api(
  extra: Record<string, (init: RequestInit) => FakeResponse | Promise<FakeResponse>> = {},
  data = view(),
) {
  return fakeApi({
    'GET /api/onboarding/deposit/o1': () => success(data),
    'GET /api/onboarding/linking/list-parameters': () => success(listParametersFixture),
    ...extra,
  });
}

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

async function fillForm() {
  await screen.findByText('Datos de tu transferencia');
  fireEvent.change(screen.getByLabelText(/Número de operación/), { target: { value: 'OP-77' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Banco de origen/ }));
  fireEvent.click(await findOption('Banco de Crédito del Perú'));
  fireEvent.change(screen.getByTestId('voucher-input'), {
    target: { files: [new File([pngBytes], 'voucher.png', { type: 'image/png' })] },
  });
  await screen.findByTestId('voucher-item');
  fireEvent.click(within(screen.getByTestId('deposit-declaration')).getByRole('checkbox'));
}

beforeEach(() => {
  localStorage.clear();
  saveSession({ accessToken: 'access-1' });
  fakeObjectUrls();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DepositPage', () => {
  it('shows the amount with its symbol and copies the CCI without separators', async () => {
    api();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoute(<DepositPage />, URL_O1, ROUTE);
    expect((await screen.findByTestId('deposit-amount')).textContent).toBe('S/\u00a01,500.00');
    fireEvent.click(getButton('Copiar cci'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('00320000300456789136'));
  });

  it('sends the declaration, then the transfer with its voucher, and goes to /onboarding-fin', async () => {
    const fake = api({
      'POST /api/onboarding/checking/register': () =>
        success({ onboardingId: 'o1', declaration: 'x', acceptedAt: '2026-01-01T00:00:00Z' }),
      'POST /api/onboarding/deposit/register': () =>
        success(view({ state: 'IN_VERIFICATION', canRegister: false })),
    });
    renderRoute(<DepositPage />, URL_O1, ROUTE);
    await fillForm();
    fireEvent.click(getButton('Enviar comprobante'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/onboarding-fin'));
    expect(fake.calls('POST /api/onboarding/checking/register')[0]?.body).toEqual({
      onboardingId: 'o1',
      declarationAccepted: true,
    });
    const sent = fake.calls('POST /api/onboarding/deposit/register')[0]?.body as FormData;
    expect(sent.get('operationNumber')).toBe('OP-77');
    expect(sent.get('bank')).toBe('BCP');
    expect(sent.get('amount')).toBe('1500.00');
    expect((sent.get('files[]') as File).name).toBe('voucher.png');
  });

  it('goes to /onboarding-fin without waiting for the optional newsletter subscription', async () => {
    const fake = api({
      'POST /api/onboarding/checking/register': () =>
        success({ onboardingId: 'o1', declaration: 'x', acceptedAt: '2026-01-01T00:00:00Z' }),
      'POST /api/onboarding/deposit/register': () =>
        success(view({ state: 'IN_VERIFICATION', canRegister: false })),
      // The newsletter list never answers.
      'POST /api/onboarding/letter/register': () => new Promise<FakeResponse>(() => undefined),
    });
    renderRoute(<DepositPage />, URL_O1, ROUTE);
    await fillForm();
    fireEvent.click(screen.getByLabelText('Quiero recibir el boletín con novedades de mis inversiones.'));
    fireEvent.click(getButton('Enviar comprobante'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/onboarding-fin'));
    expect(fake.calls('POST /api/onboarding/letter/register')[0]?.body).toEqual({ onboardingId: 'o1' });
  });

  it('keeps everything typed and chosen when the API refuses, and shows why', async () => {
    api({
      'POST /api/onboarding/checking/register': () =>
        success({ onboardingId: 'o1', declaration: 'x', acceptedAt: '2026-01-01T00:00:00Z' }),
      'POST /api/onboarding/deposit/register': () =>
        failure(400, 'VALIDATION_ERROR', '«voucher.png» no es una imagen válida.', [
          { field: 'body.files', message: '«voucher.png» no es una imagen válida.' },
        ]),
    });
    renderRoute(<DepositPage />, URL_O1, ROUTE);
    await fillForm();
    fireEvent.click(getButton('Enviar comprobante'));
    expect((await screen.findByTestId('voucher-errors')).textContent).toBe(
      '«voucher.png» no es una imagen válida.',
    );
    expect((screen.getByLabelText(/Número de operación/) as HTMLInputElement).value).toBe('OP-77');
    expect(screen.getAllByTestId('voucher-item')).toHaveLength(1);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('refuses a fake file and a missing declaration in the browser, sending nothing', async () => {
    const fake = api();
    renderRoute(<DepositPage />, URL_O1, ROUTE);
    await screen.findByText('Datos de tu transferencia');
    fireEvent.change(screen.getByTestId('voucher-input'), {
      target: { files: [new File(['<html></html>'], 'voucher.pdf', { type: 'application/pdf' })] },
    });
    expect((await screen.findByTestId('voucher-errors')).textContent).toBe(
      '«voucher.pdf» no es una imagen JPG o PNG ni un PDF.',
    );
    fireEvent.click(getButton('Enviar comprobante'));
    expect(await screen.findByText('Confirma la declaración para enviar tu comprobante.')).toBeTruthy();
    expect(fake.calls('POST /api/onboarding/checking/register')).toHaveLength(0);
    expect(fake.calls('POST /api/onboarding/deposit/register')).toHaveLength(0);
  });

  it('goes to /onboarding-fin when the deposit is already being verified', async () => {
    api({}, view({ state: 'IN_VERIFICATION', canRegister: false }));
    renderRoute(<DepositPage />, URL_O1, ROUTE);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/onboarding-fin'));
  });
});
