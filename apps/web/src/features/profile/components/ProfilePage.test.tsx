import type { CustomerBankAccount, CustomerProfile } from '@invierte/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, getButton, renderRoute, success } from '../../../lib/test-utils';
import { CustomerBanners } from '../../../components/CustomerBanners';
import ProfilePage from './ProfilePage';

const wait = { timeout: 5000 };

const profile = (over: Partial<CustomerProfile> = {}): CustomerProfile => ({
  account: {
    email: 'ana@example.pe',
    name: 'ANA',
    lastName: 'ROJAS',
    secondLastName: '',
    documentType: 'DNI',
    documentNumber: '45678912',
    profile: 'INTERESADO',
  },
  sections: { personalInformation: null, birthdata: null, address: null, occupation: null, partner: null },
  activeBankAccounts: 0,
  completion: { percentage: 0, missing: 'personalInformation', path: '/perfil/personal-information' },
  ...over,
});

const account: CustomerBankAccount = {
  id: 'b1',
  bank: 'BCP',
  bankName: 'Banco de Crédito del Perú (BCP)',
  accountType: 'AHORROS',
  accountTypeName: 'Cuenta de ahorros',
  currency: 'PEN',
  accountNumber: '1934567890123',
  cci: '00219300456789012317',
  isDefault: true,
  status: 'ACTIVE',
  inUse: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
  saveSession({ accessToken: 'access-1' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('profile overview', () => {
  it('shows what is missing and the data-rights actions with the policy e-mail', async () => {
    fakeApi({
      'GET /api/customers/profile': () =>
        success(
          profile({
            sections: {
              personalInformation: null,
              birthdata: null,
              address: {
                data: { address: 'Av. Larco 123' },
                source: 'PROFILE',
                updatedAt: '2026-11-01T10:00:00Z',
              },
              occupation: null,
              partner: null,
            },
            completion: {
              percentage: 20,
              missing: 'personalInformation',
              path: '/perfil/personal-information',
            },
          }),
        ),
      'GET /api/customers/data-requests': () => success([]),
    });
    renderRoute(<ProfilePage />, '/perfil');
    expect(await screen.findByText('Completa tu perfil', {}, wait)).toBeTruthy();
    expect(screen.getByTestId('profile-completion').textContent).toContain('20\u00a0%');
    expect(within(screen.getByTestId('profile-section-address')).getByText('Av. Larco 123')).toBeTruthy();
    expect(
      within(screen.getByTestId('profile-section-birthdata')).getByText('Pendiente de completar'),
    ).toBeTruthy();
    expect(screen.getByTestId('profile-section-address').getAttribute('href')).toBe('/perfil/residence');
    expect(screen.getByText('soporte@invierte.pe')).toBeTruthy();
  });

  it('keeps the /portafolio/perfil/mis-datos family in its links', async () => {
    fakeApi({
      'GET /api/customers/profile': () => success(profile()),
      'GET /api/customers/data-requests': () => success([]),
    });
    renderRoute(<ProfilePage />, '/portafolio/perfil/mis-datos');
    const link = await screen.findByTestId('profile-section-occupation', {}, wait);
    expect(link.getAttribute('href')).toBe('/portafolio/perfil/mis-datos/ocupacion');
    expect(screen.getByTestId('profile-section-bankAccounts').getAttribute('href')).toBe(
      '/portafolio/perfil/mis-datos/cuenta-bancaria',
    );
  });

  it('asks for confirmation before a cancellation request and shows a refusal', async () => {
    const calls = fakeApi({
      'GET /api/customers/profile': () => success(profile()),
      'GET /api/customers/data-requests': () => success([]),
      'POST /api/customers/data-requests/cancellation': () =>
        failure(
          409,
          'CONFLICT',
          'Ya registramos tu solicitud de cancelación. Te escribiremos cuando la atendamos.',
        ),
    });
    renderRoute(<ProfilePage />, '/perfil');
    fireEvent.click(await screen.findByTestId('request-cancellation', {}, wait));
    const send = await screen.findByTestId('confirm-cancellation');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(
      screen.getByLabelText('Confirmo que deseo solicitar la cancelación de mis datos personales.'),
    );
    fireEvent.click(send);
    expect(
      await screen.findByText(
        'Ya registramos tu solicitud de cancelación. Te escribiremos cuando la atendamos.',
      ),
    ).toBeTruthy();
    expect(calls.calls('POST /api/customers/data-requests/cancellation')[0]?.body).toEqual({
      reason: '',
      confirmed: true,
    });
  });
});

describe('profile section form', () => {
  it('validates with the shared schema, places server errors and keeps the input', async () => {
    const calls = fakeApi({
      'GET /api/customers/profile': () => success(profile()),
      'GET /api/onboarding/linking/list-parameters': () =>
        success({
          documentTypes: [],
          occupations: [{ key: 'EMPLEADO', text: 'Empleado' }],
          incomeSources: [{ key: 'SUELDO', text: 'Sueldo' }],
          banks: [],
          bankAccountTypes: [],
          maritalStatuses: [],
          pepPositions: [],
          relationships: [],
        }),
      'PATCH /api/customers/ocupation': () =>
        failure(400, 'VALIDATION_ERROR', 'Revisa los datos ingresados.', [
          {
            field: 'body.occupation',
            message: 'El valor elegido en ocupación no es válido. Elígelo de la lista.',
          },
        ]),
    });
    renderRoute(<ProfilePage />, '/perfil/ocupation');
    fireEvent.click(await screen.findByTestId('profile-save', {}, wait));
    expect(await screen.findByText('Selecciona tu ocupación.')).toBeTruthy();
    expect(calls.calls('PATCH /api/customers/ocupation')).toHaveLength(0);

    const select = (label: string, option: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
      fireEvent.click(screen.getByRole('option', { name: option }));
    };
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ocupación' })).toBeTruthy());
    select('Ocupación', 'Empleado');
    select('Origen de los fondos', 'Sueldo');
    fireEvent.change(screen.getByTestId('field-employer'), { target: { value: 'Acme SAC' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(
      await screen.findByText('El valor elegido en ocupación no es válido. Elígelo de la lista.', {}, wait),
    ).toBeTruthy();
    expect((screen.getByTestId('field-employer') as HTMLInputElement).value).toBe('Acme SAC');
    expect(calls.calls('PATCH /api/customers/ocupation')[0]?.body).toMatchObject({
      occupation: 'EMPLEADO',
      employer: 'Acme SAC',
      incomeSource: 'SUELDO',
    });
  });
});

describe('bank accounts', () => {
  it('says an account in use was only deactivated', async () => {
    let accounts = [account];
    fakeApi({
      'GET /api/customers/profile': () => success(profile()),
      'GET /api/user/bankAccounts': () => success(accounts),
      'PATCH /api/customers/bank-accounts/b1': () => {
        accounts = [];
        return success({ id: 'b1', outcome: 'INACTIVE' });
      },
    });
    renderRoute(<ProfilePage />, '/perfil/bank-account');
    const card = await screen.findByTestId('bank-account-card', {}, wait);
    expect(within(card).getByText('Principal')).toBeTruthy();
    expect(within(card).getByText('Registrada en una solicitud en curso.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Retirar' }));
    expect(await screen.findByText(/la marcaremos como inactiva/)).toBeTruthy();
    fireEvent.click(getButton('Retirar'));
    expect(await screen.findByText('Marcamos la cuenta como inactiva.', {}, wait)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('bank-account-card')).toBeNull());
  });
});

describe('portfolio banners', () => {
  it('shows each banner the API asks for, with its link', async () => {
    fakeApi({
      'GET /api/customers/banners': () =>
        success({
          profile: { missing: 'address', path: '/perfil/residence' },
          bankAccount: {
            productId: 'p1',
            productName: 'Factoring',
            currency: 'PEN',
            path: '/portafolio/factoring/PEN?deposit=1',
          },
          request: null,
        }),
    });
    renderRoute(<CustomerBanners />, '/portafolio');
    const profileBanner = await screen.findByTestId('profile-banner', {}, wait);
    expect(within(profileBanner).getByRole('link').getAttribute('href')).toBe('/perfil/residence');
    const bank = screen.getByTestId('bank-account-banner');
    expect(bank.textContent).toContain('Registra tu cuenta donde depositaremos tus ganancias');
    expect(within(bank).getByRole('link').getAttribute('href')).toBe('/portafolio/factoring/PEN?deposit=1');
    expect(screen.queryByTestId('request-strip')).toBeNull();
  });

  it('shows nothing when nothing is missing', async () => {
    const calls = fakeApi({
      'GET /api/customers/banners': () => success({ profile: null, bankAccount: null, request: null }),
    });
    const { container } = renderRoute(<CustomerBanners />, '/portafolio');
    await waitFor(() => expect(calls.calls('GET /api/customers/banners')).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('[role="alert"]')).toBeNull());
  });
});
