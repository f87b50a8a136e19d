import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { adminMe, failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import AdminOnboardingDetailPage from './AdminOnboardingDetailPage';

const PATH = '/admin/onboardings/:id';
const detail = (state: string, approval: unknown = null) => ({
  _id: 'o1',
  state,
  keynuaContractState: 'APPROVED',
  version: 5,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-21T15:00:00.000Z',
  user: {
    id: 'u1',
    email: 'rosa@example.pe',
    name: 'Rosa',
    lastName: 'Quispe',
    secondLastName: 'Mamani',
    documentType: 'DNI',
    documentNumber: '71234567',
  },
  product: { id: 'p1', name: 'Factoring', currency: 'PEN' },
  resumeState: null,
  reason: null,
  parts: { investment: { amount: '1500' } },
  events: [
    {
      event: 'DEPOSIT_REGISTERED',
      fromState: 'PENDING_DEPOSIT',
      toState: 'IN_VERIFICATION',
      actorUserId: 'u1',
      ip: '10.0.0.1',
      data: null,
      createdAt: '2026-11-21T15:00:00.000Z',
    },
  ],
  approval,
});
const checking = success({
  checks: [{ key: 'restricted', label: 'Lista restringida', ok: true, detail: 'Sin coincidencias.' }],
});
const prepared = {
  id: 'a1',
  status: 'PREPARED',
  amount: '1500.00',
  currency: 'PEN',
  quotaValue: '130.00000000',
  quotaValueDate: '2026-11-20',
  applicableDay: '2026-11-20',
  quotas: '11.53846153',
  makerId: 'admin-a',
  preparedAt: '2026-11-21T16:00:00.000Z',
  checkerId: null,
  executedAt: null,
};

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('prepares the deposit approval with an Idempotency-Key, then shows the priced figures to confirm', async () => {
  let approval: unknown = null;
  const api = fakeApi({
    'GET /api/admin/users/me': () =>
      adminMe(['onboarding.review', 'onboarding.decide', 'onboarding.approve']),
    'GET /api/admin/onboarding/o1': () => success(detail('IN_VERIFICATION', approval)),
    'GET /api/admin/onboarding/checking/o1': () => checking,
    'GET /api/admin/onboarding/o1/documents': () => success({ items: [] }),
    'POST /api/admin/onboarding/approve': () => {
      approval = prepared;
      return { status: 201, body: { status: 'success', data: { step: 'PREPARED', approval: prepared } } };
    },
  });
  renderRoute(<AdminOnboardingDetailPage />, '/admin/onboardings/o1', PATH);
  expect((await screen.findByTestId('onboarding-state')).textContent).toBe('Depósito en verificación');
  expect(await screen.findByTestId('decision-rejectDeposit')).toBeTruthy();
  expect(screen.queryByTestId('decision-approveSigning')).toBeNull();
  fireEvent.click(screen.getByTestId('decision-approve'));
  fireEvent.click(await screen.findByTestId('decision-confirm'));
  expect((await screen.findByTestId('onboarding-approval')).textContent).toContain('11.53846153 cuotas');
  expect(screen.getByTestId('decision-approve').textContent).toBe('Confirmar aprobación');
  const [call] = api.calls('POST /api/admin/onboarding/approve');
  expect(call!.body).toEqual({ idOnboarding: 'o1' });
  expect(call!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
});

it('asks for a reason before rejecting, and shows the server’s refusal in the dialog', async () => {
  const api = fakeApi({
    'GET /api/admin/users/me': () =>
      adminMe(['onboarding.review', 'onboarding.decide', 'onboarding.approve']),
    'GET /api/admin/onboarding/o1': () => success(detail('WAITING_FOR_APPROVAL')),
    'GET /api/admin/onboarding/checking/o1': () => checking,
    'GET /api/admin/onboarding/o1/documents': () => success({ items: [] }),
    'PUT /api/admin/onboarding/signing/o1/reject': () =>
      failure(409, 'ONBOARDING_CHANGED', 'La solicitud cambió mientras la revisabas. Vuelve a cargarla.'),
  });
  renderRoute(<AdminOnboardingDetailPage />, '/admin/onboardings/o1', PATH);
  fireEvent.click(await screen.findByTestId('decision-rejectSigning'));
  const confirm = await screen.findByTestId('decision-confirm');
  expect((confirm as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(screen.getByTestId('decision-reason'), { target: { value: 'La firma no coincide' } });
  fireEvent.click(confirm);
  expect((await screen.findByTestId('decision-error')).textContent).toBe(
    'La solicitud cambió mientras la revisabas. Vuelve a cargarla.',
  );
  expect(api.calls('PUT /api/admin/onboarding/signing/o1/reject')[0]!.body).toEqual({
    reason: 'La firma no coincide',
  });
  expect((screen.getByTestId('decision-reason') as HTMLTextAreaElement).value).toBe('La firma no coincide');
});

it('offers only what the admin’s roles allow: the deposit approver approves, cannot reject or disapprove', async () => {
  fakeApi({
    'GET /api/admin/users/me': () => adminMe(['onboarding.review', 'onboarding.approve']),
    'GET /api/admin/onboarding/o1': () => success(detail('IN_VERIFICATION')),
    'GET /api/admin/onboarding/checking/o1': () => checking,
    'GET /api/admin/onboarding/o1/documents': () => success({ items: [] }),
  });
  renderRoute(<AdminOnboardingDetailPage />, '/admin/onboardings/o1', PATH);
  expect((await screen.findByTestId('decision-approve')).textContent).toBe('Preparar aprobación');
  expect(screen.queryByTestId('decision-rejectDeposit')).toBeNull();
  expect(screen.queryByTestId('decision-disapprove')).toBeNull();
});

it('tells an auditor their profile does not allow deciding', async () => {
  fakeApi({
    'GET /api/admin/users/me': () => adminMe(['onboarding.review']),
    'GET /api/admin/onboarding/o1': () => success(detail('WAITING_FOR_APPROVAL')),
    'GET /api/admin/onboarding/checking/o1': () => checking,
    'GET /api/admin/onboarding/o1/documents': () => success({ items: [] }),
  });
  renderRoute(<AdminOnboardingDetailPage />, '/admin/onboardings/o1', PATH);
  expect((await screen.findByTestId('no-decisions')).textContent).toBe(
    'Tu perfil no permite decidir sobre esta solicitud.',
  );
  expect(screen.queryByTestId('decision-approveSigning')).toBeNull();
});

it('shows the saved data in Spanish: field names, option texts, places, dates and money', async () => {
  const parts = {
    personalInformation: { name: 'Rosa', gender: 'F', maritalStatus: 'CASADO', nationality: 'PER' },
    birthdata: { birthDate: '1978-03-14', birthCountry: 'PER', birthDistrictId: '150122' },
    resourceHolder: { holder: 'SELF' },
    accountType: { accountType: 'JOINT' },
    bankAccount: { bank: 'BCP', accountType: 'AHORROS', currency: 'PEN', cci: '00219300456789012317' },
    pep: { isPep: false, relatives: [] },
    deposit: { amount: '1500.00', bank: 'BCP', bankName: 'Banco de Crédito del Perú (BCP)' },
  };
  const option = (key: string, text: string) => [{ key, text }];
  fakeApi({
    'GET /api/admin/users/me': () => adminMe(['onboarding.review']),
    'GET /api/admin/onboarding/o1': () =>
      success({
        ...detail('IN_VERIFICATION'),
        parts,
        events: [
          {
            ...detail('APPROVED').events[0],
            event: 'SIGNING_CODE_SENT',
            fromState: 'PENDING_SIGNATURE',
            toState: 'PENDING_SIGNATURE',
            createdAt: '2026-11-20T15:00:00.000Z',
          },
          { ...detail('APPROVED').events[0], event: 'REGISTER_DEPOSIT' },
        ],
      }),
    'GET /api/admin/onboarding/checking/o1': () => checking,
    'GET /api/admin/onboarding/o1/documents': () => success({ items: [] }),
    'GET /api/onboarding/linking/list-parameters': () =>
      success({
        documentTypes: option('DNI', 'DNI'),
        occupations: [],
        incomeSources: [],
        banks: option('BCP', 'Banco de Crédito del Perú (BCP)'),
        bankAccountTypes: option('AHORROS', 'Cuenta de ahorros'),
        maritalStatuses: option('CASADO', 'Casado(a)'),
        pepPositions: [],
        relationships: [],
      }),
    'GET /api/onboarding/linking/countries': () => success([{ id: 'PER', alpha2: 'PE', name: 'Perú' }]),
    'GET /api/onboarding/linking/district?id_province=1501': () =>
      success([{ id: '150122', name: 'Miraflores', reniec: '140116' }]),
  });
  renderRoute(<AdminOnboardingDetailPage />, '/admin/onboardings/o1', PATH);
  const expected = [
    'Sexo: Femenino',
    'Estado civil: Casado(a)',
    'Nacionalidad: Perú',
    'Fecha de nacimiento: 14/03/1978',
    'Distrito de nacimiento: Miraflores (150122)',
    'Dueño del dinero: El propio inversionista',
    'Tipo de cuenta: Mancomunada',
    'Tipo de cuenta bancaria: Cuenta de ahorros',
    'Moneda: Soles',
    'Es persona expuesta políticamente: No',
    'Familiares declarados: Ninguno',
    'Monto: S/\u00a01,500.00',
  ];
  const lines = async () => {
    await screen.findByText('Datos registrados');
    return [...document.querySelectorAll('p')].map((p) => p.textContent);
  };
  await expect.poll(lines).toEqual(expect.arrayContaining(expected));
  // Each part is a heading under "Datos registrados", and the documents have their own section.
  expect(screen.getByRole('heading', { level: 3, name: 'Cuenta bancaria' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Documentos' })).toBeTruthy();
  expect(await screen.findByText('Esta solicitud aún no tiene documentos.')).toBeTruthy();
  // The deposit names its bank once, by the name the investor saw.
  expect((await lines()).filter((l) => l?.startsWith('Banco:'))).toEqual([
    'Banco: Banco de Crédito del Perú (BCP)',
    'Banco: Banco de Crédito del Perú (BCP)',
  ]);
  const history = screen.getByTestId('onboarding-events').textContent;
  expect(history).toContain('Depósito registrado: Pendiente de depósito → Depósito en verificación');
  // A step that changed no state names it once, not "Pendiente de firma → Pendiente de firma".
  expect(history).toContain('Código de firma enviado: Pendiente de firma · IP 10.0.0.1');
  expect(history).not.toContain('Pendiente de firma →');
});
