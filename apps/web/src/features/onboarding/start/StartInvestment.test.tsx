import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, renderRoute, success, type FakeResponse } from '../../../lib/test-utils';
import OnboardingEntryPage from '../components/OnboardingEntryPage';
import { infoFixture, pendingFixture } from '../test-fixtures';

const START = '/onboarding?productId=p1&volver=%2Fsimula_inversion';
const location = () => screen.getByTestId('location').textContent;
const PENDING = 'GET /api/onboarding/pending?productId=p1';

type Handlers = Record<string, (init: RequestInit) => FakeResponse>;

const me = (profile: 'INTERESADO' | 'PARTICIPE') => () =>
  success({ profile, name: 'Rosa', avatarUrl: null, affluent: false, flashdata: {} });

function start(handlers: Handlers) {
  const api = fakeApi({
    'GET /api/products/p1/subscription/locked': () => success({ locked: false }),
    'GET /api/profile/me': me('INTERESADO'),
    ...handlers,
  });
  // The entry route only: any other path shows where the app went.
  renderRoute(<OnboardingEntryPage />, START, '/onboarding');
  return api;
}

beforeEach(() => {
  localStorage.clear();
  saveSession({ accessToken: 'access-1' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('starting an investment (requirements R4)', () => {
  it('checks the product, creates the onboarding and goes to it', async () => {
    const api = start({
      'POST /api/onboarding/create': () => ({
        status: 201,
        body: { status: 'success', data: { _id: 'o9' } },
      }),
    });
    await waitFor(() => expect(location()).toBe('/onboarding/o9'));
    expect(api.calls('POST /api/onboarding/create')[0]?.body).toEqual({ productId: 'p1' });
  });

  it('a participant’s new subscription carries their KYC over (create-invesment)', async () => {
    const api = start({
      'GET /api/profile/me': me('PARTICIPE'),
      'POST /api/onboarding/create-invesment': () => ({
        status: 201,
        body: { status: 'success', data: { _id: 'o10' } },
      }),
    });
    await waitFor(() => expect(location()).toBe('/onboarding/o10'));
    expect(api.calls('POST /api/onboarding/create-invesment')[0]?.body).toEqual({ productId: 'p1' });
    expect(api.calls('POST /api/onboarding/create')).toHaveLength(0);
  });

  it('a locked product shows the "stop" modal with the server’s message, and closing returns', async () => {
    const api = start({
      'GET /api/products/p1/subscription/locked': () =>
        failure(423, 'PRODUCT_LOCKED', 'Las suscripciones a este fondo están cerradas hasta el lunes.'),
    });
    expect((await screen.findByTestId('stop-quota-message')).textContent).toBe(
      'Las suscripciones a este fondo están cerradas hasta el lunes.',
    );
    expect(api.calls('POST /api/onboarding/create')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('stop-quota-ok'));
    await waitFor(() => expect(location()).toBe('/simula_inversion'));
  });
});

describe('when creation is refused (requirements R8)', () => {
  it('400: the pending dialog with its single "Entendido" (pending buttons enabled)', async () => {
    start({
      'POST /api/onboarding/create': () => failure(400, 'ONBOARDING_PENDING_REVIEW', 'En revisión.'),
      [PENDING]: () =>
        success(
          pendingFixture({
            state: 'WAITING_FOR_APPROVAL',
            productName: 'Bono Select MidCap',
            currency: 'USD',
            reaction: {
              dialog: 'pending-buttons-enabled',
              forceCancel: false,
              autoApproveQuotaChange: false,
              cancelAction: null,
              createRefusal: 'ONBOARDING_PENDING_REVIEW',
            },
          }),
        ),
    });
    expect((await screen.findByTestId('pending-message')).textContent).toMatch(
      /Tu solicitud es para Bono Select MidCap en dólares\.$/,
    );
    expect(screen.getByText('¡Gracias por tu interés!')).toBeTruthy();
    expect(screen.queryByTestId('pending-continue')).toBeNull();
    expect(screen.queryByTestId('pending-cancel-new')).toBeNull();
    fireEvent.click(screen.getByTestId('pending-understood'));
    await waitFor(() => expect(location()).toBe('/simula_inversion'));
  });

  it('409: complete the process or cancel it; cancelling resets progressPercentage and starts anew', async () => {
    localStorage.setItem('progressPercentage', '35');
    let created = 0;
    const api = start({
      'POST /api/onboarding/create': () =>
        created++ === 0
          ? failure(409, 'ONBOARDING_PENDING', 'Ya tienes una solicitud en curso.')
          : { status: 201, body: { status: 'success', data: { _id: 'new-1' } } },
      [PENDING]: () => success(pendingFixture()),
      'PUT /api/onboarding/old-1': () =>
        success({ _id: 'old-1', onboardingId: 'old-1', state: 'CANCELED', keynuaContractState: 'PENDING' }),
    });
    expect(await screen.findByTestId('pending-continue')).toBeTruthy();
    expect(screen.getByTestId('pending-continue').textContent).toBe('Completar proceso');
    fireEvent.click(screen.getByTestId('pending-cancel-new'));
    await waitFor(() => expect(location()).toBe('/onboarding/new-1'));
    expect(localStorage.getItem('progressPercentage')).toBe('0');
    expect(api.calls('PUT /api/onboarding/old-1')).toHaveLength(1);
    expect(api.calls('GET /api/products/p1/subscription/locked')).toHaveLength(2);
  });

  it('409: "Completar proceso" continues the pending onboarding', async () => {
    start({
      'POST /api/onboarding/create': () =>
        failure(409, 'ONBOARDING_PENDING', 'Ya tienes una solicitud en curso.'),
      [PENDING]: () => success(pendingFixture()),
    });
    fireEvent.click(await screen.findByTestId('pending-continue'));
    await waitFor(() => expect(location()).toBe('/onboarding/old-1'));
  });

  it('with the contract approved, cancelling asks support instead (force cancel → waiting)', async () => {
    const api = start({
      'POST /api/onboarding/create': () =>
        failure(409, 'ONBOARDING_PENDING', 'Ya tienes una solicitud en curso.'),
      [PENDING]: () =>
        success(
          pendingFixture({
            state: 'PENDING_DEPOSIT',
            contractState: 'APPROVED',
            reaction: {
              dialog: 'complete-process',
              forceCancel: true,
              autoApproveQuotaChange: false,
              cancelAction: 'force-cancel',
              createRefusal: 'ONBOARDING_PENDING',
            },
          }),
        ),
      'PUT /api/onboarding/old-1/true': () =>
        success({
          _id: 'old-1',
          onboardingId: 'old-1',
          state: 'WAITING_FOR_CANCEL',
          keynuaContractState: 'APPROVED',
        }),
    });
    fireEvent.click(await screen.findByTestId('pending-cancel-new'));
    expect(await screen.findByText('Tu contrato ya fue aprobado')).toBeTruthy();
    expect(api.calls('PUT /api/onboarding/old-1')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('force-cancel-request'));
    expect((await screen.findByTestId('cancel-in-process-message')).textContent).toBe(
      'Una vez que nuestro equipo de soporte cancele tu operación podrás iniciar otra solicitud.',
    );
    expect(screen.getByText('Tu solicitud de cancelación está en proceso')).toBeTruthy();
    expect(api.calls('PUT /api/onboarding/old-1/true')).toHaveLength(1);
  });

  it('WAITING_FOR_CANCEL: the cancel-post-signing modal', async () => {
    start({
      'POST /api/onboarding/create': () =>
        failure(409, 'ONBOARDING_PENDING', 'Ya tienes una solicitud en curso.'),
      [PENDING]: () =>
        success(
          pendingFixture({
            state: 'WAITING_FOR_CANCEL',
            reaction: {
              dialog: 'cancel-post-signing',
              forceCancel: true,
              autoApproveQuotaChange: false,
              cancelAction: null,
              createRefusal: 'ONBOARDING_PENDING',
            },
          }),
        ),
    });
    expect(await screen.findByText('Tu solicitud de cancelación está en proceso')).toBeTruthy();
    fireEvent.click(screen.getByTestId('cancel-in-process-ok'));
    await waitFor(() => expect(location()).toBe('/simula_inversion'));
  });

  it('quota changed with an investment, same product: the reactivate dialog with the new amount', async () => {
    const api = start({
      'POST /api/onboarding/create': () =>
        failure(409, 'ONBOARDING_PENDING', 'Ya tienes una solicitud en curso.'),
      [PENDING]: () =>
        success(
          pendingFixture({
            state: 'CANCELED_BY_QUOTA_VALUE_CHANGE',
            hasInvestment: true,
            reaction: {
              dialog: 'reactivate',
              forceCancel: false,
              autoApproveQuotaChange: false,
              cancelAction: 'cancel',
              createRefusal: 'ONBOARDING_PENDING',
            },
          }),
        ),
      'GET /api/onboarding/old-1/info': () =>
        success(
          infoFixture(
            {},
            {
              investment: { quotaValue: '1.20000000', quotaNumber: '1000.00000000', amount: '1200.00' },
              product: {
                id: 'p1',
                name: 'Factoring Soles',
                quotaValue: '1.23456789',
                currency: { code: 'PEN', symbol: 'S/' },
                isInstitutional: false,
              },
            },
          ),
        ),
      'PATCH /api/onboarding/old-1/approve-change-quota-value': () =>
        success({ stepOnboarding: 1, step: 'investment' }),
    });
    expect(await screen.findByText('¿Deseas continuar con tu solicitud?')).toBeTruthy();
    expect((await screen.findByTestId('reactivate-old-quota')).textContent).toBe('S/\u00a01.20000000');
    expect(screen.getByTestId('reactivate-new-quota').textContent).toBe('S/\u00a01.23456789');
    expect(screen.getByTestId('reactivate-new-amount').textContent).toBe('S/\u00a01,234.57');
    fireEvent.click(screen.getByTestId('reactivate-continue'));
    await waitFor(() => expect(location()).toBe('/onboarding/old-1/step-1/investment'));
    expect(api.calls('PATCH /api/onboarding/old-1/approve-change-quota-value')).toHaveLength(1);
  });

  it('quota changed in another product: continue that other process', async () => {
    start({
      'POST /api/onboarding/create': () =>
        failure(409, 'ONBOARDING_PENDING', 'Ya tienes una solicitud en curso.'),
      [PENDING]: () =>
        success(
          pendingFixture({
            onboardingId: 'other-7',
            productName: 'Mutuo Acreencias',
            state: 'CANCELED_BY_QUOTA_VALUE_CHANGE',
            hasInvestment: true,
            sameProduct: false,
            reaction: {
              dialog: 'continue-other-process',
              forceCancel: false,
              autoApproveQuotaChange: false,
              cancelAction: 'cancel',
              createRefusal: 'ONBOARDING_PENDING',
            },
          }),
        ),
    });
    expect((await screen.findByTestId('pending-message')).textContent).toMatch(
      /Tu solicitud en curso es para Mutuo Acreencias en soles\.$/,
    );
    expect(screen.getByTestId('pending-continue').textContent).toBe('Continuar con esa solicitud');
    fireEvent.click(screen.getByTestId('pending-continue'));
    await waitFor(() => expect(location()).toBe('/onboarding/other-7'));
  });

  it('quota changed without an investment: "continue" approves the change first', async () => {
    const api = start({
      'POST /api/onboarding/create': () =>
        failure(409, 'ONBOARDING_PENDING', 'Ya tienes una solicitud en curso.'),
      [PENDING]: () =>
        success(
          pendingFixture({
            state: 'CANCELED_BY_QUOTA_VALUE_CHANGE',
            reaction: {
              dialog: 'auto-approve-and-message',
              forceCancel: false,
              autoApproveQuotaChange: true,
              cancelAction: 'cancel',
              createRefusal: 'ONBOARDING_PENDING',
            },
          }),
        ),
      'PATCH /api/onboarding/old-1/approve-change-quota-value': () =>
        success({ stepOnboarding: 1, step: 'residence' }),
    });
    expect((await screen.findByTestId('pending-message')).textContent).toContain(
      'El valor cuota se actualizó',
    );
    fireEvent.click(screen.getByTestId('pending-continue'));
    await waitFor(() => expect(location()).toBe('/onboarding/old-1/step-1/residence'));
    expect(api.calls('PATCH /api/onboarding/old-1/approve-change-quota-value')).toHaveLength(1);
  });

  it('403: no pending lookup, the server’s message in the process-in-progress dialog', async () => {
    const api = start({
      'POST /api/onboarding/create': () =>
        failure(403, 'FORBIDDEN', 'Tu perfil no puede iniciar inversiones.'),
    });
    expect((await screen.findByTestId('in-progress-message')).textContent).toBe(
      'Tu perfil no puede iniciar inversiones.',
    );
    expect(api.calls(PENDING)).toHaveLength(0);
  });

  it('any other status: the server’s message in the process-in-progress dialog', async () => {
    const api = start({
      'POST /api/onboarding/create': () =>
        failure(422, 'PRODUCT_NOT_OPEN', 'Este producto aún no recibe inversiones.'),
    });
    expect((await screen.findByTestId('in-progress-message')).textContent).toBe(
      'Este producto aún no recibe inversiones.',
    );
    expect(screen.getByText('Tienes un proceso en curso')).toBeTruthy();
    expect(api.calls(PENDING)).toHaveLength(0);
  });
});
