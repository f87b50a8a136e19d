import { waitingNoticeDefaults, type CustomerBanners as Banners } from '@invierte/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../lib/session';
import { fakeApi, renderRoute, success } from '../lib/test-utils';
import { CustomerBanners } from './CustomerBanners';

const wait = { timeout: 5000 };
beforeEach(() => saveSession({ accessToken: 'access-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function withRequest(request: Banners['request']) {
  fakeApi({ 'GET /api/customers/banners': () => success({ profile: null, bankAccount: null, request }) });
  renderRoute(<CustomerBanners />, '/portafolio');
}
const request = (
  state: NonNullable<Banners['request']>['state'],
  contractState: NonNullable<Banners['request']>['contractState'],
  waitingText: string | null = null,
) => ({ onboardingId: 'ob-7', productName: 'Bono Select MidCap', state, contractState, waitingText });

describe('the request strip on /portafolio', () => {
  it('while the signature is reviewed: pending approval, how long it takes, and her documents', async () => {
    const text = 'Revisamos tu firma de lunes a viernes, normalmente en menos de 2 horas.';
    withRequest(request('WAITING_FOR_APPROVAL', 'SIGNED', text));
    const strip = await screen.findByTestId('request-strip', {}, wait);
    expect(strip.textContent).toContain('Tu solicitud de Bono Select MidCap está pendiente de aprobación.');
    expect(within(strip).getByTestId('waiting-notice').textContent).toBe(text);
    expect(within(strip).getByRole('link', { name: 'Ver mis documentos' }).getAttribute('href')).toBe(
      '/onboarding/ob-7/step-2/documents',
    );
  });

  it('once the signature is approved: the deposit is her next step, straight to step 3', async () => {
    withRequest(request('PENDING_DEPOSIT', 'APPROVED'));
    const strip = await screen.findByTestId('request-strip', {}, wait);
    expect(strip.getAttribute('data-state')).toBe('PENDING_DEPOSIT');
    expect(strip.textContent).toContain('Ya puedes hacer tu depósito para Bono Select MidCap.');
    expect(within(strip).queryByTestId('waiting-notice')).toBeNull();
    expect(within(strip).getByRole('link', { name: 'Hacer mi depósito' }).getAttribute('href')).toBe(
      '/onboarding/ob-7/step-3/deposit',
    );
  });

  it('while the transfer is verified: the banner of requirements R2, the waiting text and the movements', async () => {
    withRequest(request('IN_VERIFICATION', 'APPROVED', waitingNoticeDefaults.DEPOSIT_VERIFICATION.text));
    const strip = await screen.findByTestId('request-strip', {}, wait);
    expect(strip.textContent).toContain('Estamos verificando tu transferencia de Bono Select MidCap.');
    expect(within(strip).getByTestId('waiting-notice').textContent).toBe(
      waitingNoticeDefaults.DEPOSIT_VERIFICATION.text,
    );
    expect(within(strip).getByRole('link', { name: 'Ver movimientos' }).getAttribute('href')).toBe(
      '/portafolio/movimientos',
    );
  });

  it('after a refused signature: sign again, back to step 2', async () => {
    withRequest(request('PENDING_SIGNATURE', 'REJECTED'));
    const strip = await screen.findByTestId('request-strip', {}, wait);
    expect(strip.textContent).toContain('No pudimos validar la firma de tu contrato de Bono Select MidCap.');
    expect(within(strip).getByRole('link', { name: 'Firmar de nuevo' }).getAttribute('href')).toBe(
      '/onboarding/ob-7/step-2/documents',
    );
  });

  it('shows no strip for a request that is over', async () => {
    const api = fakeApi({
      'GET /api/customers/banners': () =>
        success({ profile: null, bankAccount: null, request: request('APPROVED', 'APPROVED') }),
    });
    const { container } = renderRoute(<CustomerBanners />, '/portafolio');
    await waitFor(() => expect(api.calls('GET /api/customers/banners')).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('[role="alert"]')).toBeNull());
  });
});
