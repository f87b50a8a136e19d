import { waitingNoticeDefaults, type DepositView } from '@invierte/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi, fakeObjectUrls, renderRoute, success } from '../../../lib/test-utils';
import { pendingFixture } from '../test-fixtures';
import OnboardingFinishedPage from './OnboardingFinishedPage';

const voucher = (id: string, fileName: string) => ({
  id,
  fileName,
  contentType: 'image/png',
  size: 20_480,
  createdAt: '2026-11-24T15:00:00.000Z',
});
const view = (over: Partial<DepositView> = {}): DepositView => ({
  onboardingId: 'o1',
  state: 'IN_VERIFICATION',
  product: { id: 'p1', name: 'Factoring', currency: { code: 'PEN', symbol: 'S/' } },
  amount: '1500.00',
  accounts: [],
  deposit: null,
  vouchers: [voucher('v1', 'voucher.png')],
  canRegister: false,
  canAddVouchers: true,
  ...over,
});
const notices = {
  ...Object.fromEntries(Object.entries(waitingNoticeDefaults).map(([k, v]) => [k, v.text])),
  DEPOSIT_VERIFICATION: 'Verificamos tu transferencia hoy mismo si llegó antes de las 4 pm.',
};
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

beforeEach(() => {
  saveSession({ accessToken: 'access-1' });
  fakeObjectUrls();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('lists the vouchers sent and adds another while the transfer is verified', async () => {
  const api = fakeApi({
    'GET /api/onboarding/pending': () =>
      success(pendingFixture({ onboardingId: 'o1', state: 'IN_VERIFICATION', contractState: 'APPROVED' })),
    'GET /api/onboarding/deposit/o1': () => success(view()),
    'GET /api/waiting-notices': () => success(notices),
    'POST /api/onboarding/o1/deposit': () => ({
      status: 201,
      body: {
        status: 'success',
        data: view({ vouchers: [voucher('v1', 'voucher.png'), voucher('v2', 'segundo.png')] }),
      },
    }),
  });
  renderRoute(<OnboardingFinishedPage />, '/onboarding-fin');
  expect((await screen.findByTestId('sent-vouchers')).textContent).toContain('voucher.png · 20 KB');
  // How long the verification usually takes, as the back office wrote it.
  expect((await screen.findByTestId('waiting-notice')).textContent).toBe(notices.DEPOSIT_VERIFICATION);
  fireEvent.change(screen.getByTestId('voucher-input'), {
    target: { files: [new File([pngBytes], 'segundo.png', { type: 'image/png' })] },
  });
  fireEvent.click(await screen.findByTestId('vouchers-send'));
  expect((await screen.findByTestId('vouchers-added')).textContent).toContain('Agregamos tu comprobante.');
  expect(screen.getByTestId('sent-vouchers').textContent).toContain('segundo.png');
  const [post] = api.calls('POST /api/onboarding/o1/deposit');
  const form = post!.body as FormData;
  expect(form.get('onboardingId')).toBe('o1');
  expect((form.getAll('files[]') as File[]).map((f) => f.name)).toEqual(['segundo.png']);
});

it('shows nothing to add once the onboarding is no longer being verified', async () => {
  fakeApi({
    'GET /api/onboarding/pending': () => ({
      status: 404,
      body: { status: 'error', code: 'NOT_FOUND', message: 'No tienes solicitudes pendientes.', errors: [] },
    }),
    'GET /api/waiting-notices': () => success(notices),
  });
  renderRoute(<OnboardingFinishedPage />, '/onboarding-fin');
  await screen.findByTestId('verifying-title');
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByTestId('sent-vouchers')).toBeNull();
});
