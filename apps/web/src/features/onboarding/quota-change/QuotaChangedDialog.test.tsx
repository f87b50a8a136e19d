import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import { infoFixture } from '../test-fixtures';
import { QuotaChangedDialog } from './QuotaChangedDialog';

const ROUTE = '/onboarding/:idOnboarding/step-1/*';
const URL_ = '/onboarding/o1/step-1/bank-account';

/** Paused while priced at S/ 1.25 × 1,200 quotas = S/ 1,500; the day's value is now S/ 1.30. */
const paused = (overrides = {}) =>
  infoFixture(
    {},
    {
      state: 'CANCELED_BY_QUOTA_VALUE_CHANGE',
      resumeState: 'IN_PROGRESS',
      investment: { amount: '1500.00', quotaValue: '1.25000000', quotaNumber: '1200.00000000' },
      product: {
        id: 'p1',
        name: 'Factoring Soles',
        quotaValue: '1.30000000',
        currency: { code: 'PEN', symbol: 'S/' },
        isInstitutional: false,
      },
      ...overrides,
    },
  );

const show = (info = paused()) => renderRoute(<QuotaChangedDialog info={info} />, URL_, ROUTE);
const click = async (testId: string) => fireEvent.click(await screen.findByTestId(testId));
const location = async () => (await screen.findByTestId('location')).textContent;

beforeEach(() => {
  localStorage.clear();
  saveSession({ accessToken: 'access-1' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('quota-changed dialog', () => {
  it('states the old and new quota value of the named product, with no close icon', async () => {
    fakeApi({});
    show();
    expect(await screen.findByText('¡El valor cuota ha cambiado!')).toBeTruthy();
    const message = screen.getByTestId('quota-changed-message').textContent;
    expect(message).toContain('Factoring Soles');
    expect(message).toContain('S/\u00a01.25000000');
    expect(message).toContain('S/\u00a01.30000000');
    expect(screen.getByText('CONTINUAR CON LA SOLICITUD')).toBeTruthy();
    expect(screen.getByText('CANCELAR SOLICITUD')).toBeTruthy();
    expect(screen.queryByLabelText('Cerrar')).toBeNull();
  });

  it('reactivates with new amount = new value × quotas and continues at the returned step', async () => {
    const api = fakeApi({
      'PATCH /api/onboarding/o1/approve-change-quota-value': () =>
        success({ onboardingId: 'o1', state: 'PENDING_DEPOSIT', stepOnboarding: 3, step: 'deposit' }),
    });
    show();
    await click('quota-continue');
    expect(await screen.findByText('¿Deseas continuar con tu solicitud?')).toBeTruthy();
    expect(screen.getByTestId('quota-number').textContent).toBe('1,200.00000000');
    expect(screen.getByTestId('quota-new-amount').textContent).toBe('S/\u00a01,560.00');
    await click('reactivate-continue');
    await waitFor(() =>
      expect(api.calls('PATCH /api/onboarding/o1/approve-change-quota-value')).toHaveLength(1),
    );
    expect(await location()).toBe('/onboarding/o1/step-3/deposit');
  });

  it('keeps the amount when asked, shows the new quotas, then continues', async () => {
    fakeApi({
      'PATCH /api/onboarding/o1/reject-change-quota-value': () =>
        success({ onboardingId: 'o1', state: 'PENDING_SIGNATURE', stepOnboarding: 2, step: 'documents' }),
    });
    show();
    await click('quota-continue');
    await click('quota-keep-amount');
    const notice = (await screen.findByTestId('rejected-message')).textContent;
    expect(notice).toContain('S/\u00a01,500.00');
    expect(notice).toContain('1,153.84615384');
    await click('rejected-ok');
    expect(await location()).toBe('/onboarding/o1/step-2/documents');
  });

  it('cancels, resets the progress to 0 and goes to the portfolio', async () => {
    const api = fakeApi({
      'PUT /api/onboarding/o1/cancel-by-quota-value-change': () =>
        success({ _id: 'o1', onboardingId: 'o1', state: 'CANCELED', keynuaContractState: 'PENDING' }),
    });
    localStorage.setItem('progressPercentage', '44');
    show();
    await click('quota-cancel');
    expect(await location()).toBe('/portafolio');
    expect(localStorage.getItem('progressPercentage')).toBe('0');
    expect(api.calls('PUT /api/onboarding/o1/cancel-by-quota-value-change')[0]?.body).toEqual({
      onboardingId: 'o1',
    });
  });

  it('sends an approved contract to support: post-signing modal, force cancel, then waiting', async () => {
    const api = fakeApi({
      'PUT /api/onboarding/o1/true': () =>
        success({
          _id: 'o1',
          onboardingId: 'o1',
          state: 'WAITING_FOR_CANCEL',
          keynuaContractState: 'APPROVED',
        }),
    });
    show(paused({ keynuaContractState: 'APPROVED', resumeState: 'PENDING_DEPOSIT' }));
    await click('quota-cancel');
    expect(await screen.findByText('Tu contrato ya fue aprobado')).toBeTruthy();
    await click('force-cancel-request');
    expect(await screen.findByText('Tu solicitud de cancelación está en proceso')).toBeTruthy();
    expect(api.calls('PUT /api/onboarding/o1/true')).toHaveLength(1);
    await click('cancel-in-process-ok');
    expect(await location()).toBe('/portafolio');
  });

  it('on a 400 says the value is being updated and to write to the adviser’s WhatsApp number', async () => {
    fakeApi({
      'GET /api/public-config': () =>
        success({
          brandSlug: 'invierte',
          googleClientId: null,
          recaptchaSiteKey: null,
          communityUrl: null,
          adviserWhatsappPhone: '+51 987 654 321',
        }),
      'PATCH /api/onboarding/o1/approve-change-quota-value': () =>
        failure(400, 'QUOTA_VALUE_UPDATING', 'El valor cuota se está actualizando.'),
    });
    show();
    await click('quota-continue');
    await click('reactivate-continue');
    await waitFor(() =>
      expect(screen.getByTestId('updating-message').textContent).toBe(
        'El valor cuota se está actualizando. Para continuar con tu solicitud comunícate con un asesor de inversiones por WhatsApp al +51 987 654 321.',
      ),
    );
    expect(screen.getByTestId('updating-close')).toBeTruthy();
    await click('updating-portfolio');
    expect(await location()).toBe('/portafolio');
  });

  it('on a 400 without a configured number still sends the investor to an adviser, and closes', async () => {
    fakeApi({
      'GET /api/public-config': () => failure(500, 'INTERNAL_ERROR'),
      'PATCH /api/onboarding/o1/reject-change-quota-value': () => failure(400, 'QUOTA_VALUE_UPDATING', ''),
    });
    show();
    await click('quota-continue');
    await click('quota-keep-amount');
    expect((await screen.findByTestId('updating-message')).textContent).toBe(
      'El valor cuota se está actualizando. Para continuar con tu solicitud comunícate con un asesor de inversiones por WhatsApp.',
    );
    await click('updating-close');
    expect(await screen.findByText('CONTINUAR CON LA SOLICITUD')).toBeTruthy();
  });

  it('shows the 4:30 pm default when a refusal comes without a message', async () => {
    fakeApi({
      'PATCH /api/onboarding/o1/approve-change-quota-value': () => failure(409, 'CONFLICT', ''),
    });
    show();
    await click('quota-continue');
    await click('reactivate-continue');
    expect((await screen.findByTestId('quota-message')).textContent).toBe(
      'El nuevo valor cuota se está actualizando. A partir de las 4:30 p. m. podrás realizar tus solicitudes de inversión.',
    );
    expect(screen.queryByText('Al parecer hubo un problema, por favor inténtalo de nuevo.')).toBeNull();
    await click('message-accept');
    expect(await screen.findByText('CONTINUAR CON LA SOLICITUD')).toBeTruthy();
  });

  it('shows another refusal as the server’s HTML, with anything unsafe removed', async () => {
    fakeApi({
      'PATCH /api/onboarding/o1/approve-change-quota-value': () =>
        failure(
          409,
          'QUOTA_MESSAGE',
          '<p>Vuelve <b>a las 4:30 p. m.</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
        ),
    });
    show();
    await click('quota-continue');
    await click('reactivate-continue');
    const box = await screen.findByTestId('quota-message');
    expect(box.querySelector('b')?.textContent).toBe('a las 4:30 p. m.');
    expect(box.innerHTML).not.toContain('onerror');
    expect(box.querySelector('script')).toBeNull();
    await click('message-accept');
    expect(await screen.findByText('CONTINUAR CON LA SOLICITUD')).toBeTruthy();
  });
});
