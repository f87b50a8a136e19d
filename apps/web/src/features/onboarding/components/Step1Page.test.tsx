import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import {
  failure,
  fakeApi,
  findHeading,
  findOption,
  renderRoute,
  success,
  type FakeResponse,
} from '../../../lib/test-utils';
import { countriesFixture, infoFixture, listParametersFixture } from '../test-fixtures';
import Step1Page from './Step1Page';

const ROUTE = '/onboarding/:idOnboarding/step-1/*';
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });

const savedBefore = {
  personalInformation: {
    documentType: 'DNI' as const,
    documentNumber: '45678912',
    name: 'Ana',
    lastName: 'Rojas',
    secondLastName: '',
    nationality: 'PER',
    gender: 'F' as const,
    maritalStatus: 'SINGLE',
    phone: '987654321',
  },
  birthdata: { birthDate: '1990-05-01', birthCountry: 'PER', birthDistrictId: '150101' },
};

function api(extra: Record<string, (init: RequestInit) => FakeResponse> = {}, parts = savedBefore) {
  return fakeApi({
    'GET /api/onboarding/o1/info': () => success(infoFixture(parts)),
    'GET /api/profile/me': () =>
      success({
        name: 'ANA',
        lastName: 'ROJAS',
        secondLastName: '',
        documentType: 'DNI',
        documentNumber: '45678912',
      }),
    'GET /api/onboarding/linking/list-parameters': () => success(listParametersFixture),
    'GET /api/onboarding/linking/countries': () => success(countriesFixture),
    'GET /api/onboarding/linking/departments?id_country=PER': () =>
      success([
        { id: '15', name: 'Lima' },
        { id: '04', name: 'Arequipa' },
      ]),
    'GET /api/onboarding/linking/province?id_deparment=15': () => success([{ id: '1501', name: 'Lima' }]),
    'GET /api/onboarding/linking/district?id_province=1501': () =>
      success([
        { id: '150101', name: 'Lima', reniec: '140101' },
        { id: '150122', name: 'Miraflores', reniec: '140122' },
      ]),
    ...extra,
  });
}

/** Opens a searchable list and picks an option by its text. */
async function pick(testId: string, text: string) {
  const field = input(testId);
  await waitFor(() => expect(field.disabled).toBe(false));
  field.focus();
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  fireEvent.change(field, { target: { value: text.slice(0, 3) } });
  fireEvent.click(await findOption(text));
}

/** Opens the residence screen, answers it for an address in Santiago de Chile and presses Continuar. */
async function saveAbroad(address: string) {
  renderRoute(<Step1Page />, '/onboarding/o1/step-1/residence', ROUTE);
  await screen.findByTestId('step1-continue');
  await pick('field-residenceCountry', 'Chile');
  type('field-city', 'Santiago');
  type('field-address', address);
  fireEvent.click(screen.getByTestId('step1-continue'));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  saveSession({ accessToken: 'access-1' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('step-1 form pattern (residence)', () => {
  it('shows the shared schema’s Spanish messages and sends nothing while invalid', async () => {
    const calls = api();
    renderRoute(<Step1Page />, '/onboarding/o1/step-1/residence', ROUTE);
    fireEvent.click(await screen.findByTestId('step1-continue'));
    expect(await screen.findByText('No puede estar vacío')).toBeTruthy();
    // The district rule runs once the fields it leans on are valid (the schema's refinement).
    type('field-address', 'Av. Arequipa 100');
    fireEvent.click(screen.getByTestId('step1-continue'));
    expect(await screen.findByText('Selecciona tu distrito.')).toBeTruthy();
    expect(calls.calls('POST /api/onboarding/o1/address?version=1')).toHaveLength(0);
  });

  it('cascades department → province → district, saves and goes to the next screen', async () => {
    const calls = api({
      'POST /api/onboarding/o1/address?version=1': () =>
        success(
          infoFixture({
            ...savedBefore,
            address: {
              residenceCountry: 'PER',
              districtId: '150122',
              address: 'Av. Larco 123',
              reference: '',
            },
          }),
        ),
    });
    renderRoute(<Step1Page />, '/onboarding/o1/step-1/residence', ROUTE);
    await screen.findByTestId('step1-continue');
    // The province waits for a department.
    expect(input('field-districtId__prov').disabled).toBe(true);
    await pick('field-districtId__dep', 'Lima');
    await pick('field-districtId__prov', 'Lima');
    await pick('field-districtId', 'Miraflores');
    type('field-address', 'Av. Larco 123');
    fireEvent.click(screen.getByTestId('step1-continue'));

    expect(await findHeading('Ocupación')).toBeTruthy();
    expect(calls.calls('POST /api/onboarding/o1/address?version=1')[0]?.body).toEqual({
      residenceCountry: 'PER',
      districtId: '150122',
      address: 'Av. Larco 123',
      reference: '',
    });
    expect(localStorage.getItem('progressPercentage')).toBe('15');
  });

  it('abroad asks for the city instead of the district', async () => {
    const calls = api({
      'POST /api/onboarding/o1/address?version=1': () => success(infoFixture({ ...savedBefore })),
    });
    renderRoute(<Step1Page />, '/onboarding/o1/step-1/residence', ROUTE);
    await screen.findByTestId('step1-continue');
    await pick('field-residenceCountry', 'Chile');
    expect(screen.queryByTestId('field-districtId')).toBeNull();
    type('field-city', 'Santiago');
    type('field-address', 'Providencia 1550');
    fireEvent.click(screen.getByTestId('step1-continue'));
    await waitFor(() => expect(calls.calls('POST /api/onboarding/o1/address?version=1')).toHaveLength(1));
    expect(calls.calls('POST /api/onboarding/o1/address?version=1')[0]?.body).toEqual({
      residenceCountry: 'CHL',
      city: 'Santiago',
      address: 'Providencia 1550',
      reference: '',
    });
  });

  it('puts the server’s field errors next to their fields and keeps what was typed', async () => {
    api({
      'POST /api/onboarding/o1/address?version=1': () =>
        failure(400, 'VALIDATION_ERROR', 'Revisa los datos.', [
          { field: 'body.address', message: 'La dirección no es válida.' },
        ]),
    });
    await saveAbroad('Calle sin número');

    expect(await screen.findByText('La dirección no es válida.')).toBeTruthy();
    expect(input('field-address').value).toBe('Calle sin número');
    expect(input('field-city').value).toBe('Santiago');
    expect(await findHeading('Domicilio')).toBeTruthy();
  });

  it('shows a state refusal’s message and keeps the input; Atrás goes to the previous screen', async () => {
    api({
      'POST /api/onboarding/o1/address?version=1': () =>
        failure(409, 'ONBOARDING_CANCELED', 'Esta solicitud fue cancelada.'),
    });
    await saveAbroad('Providencia 1550');
    expect((await screen.findByTestId('step1-refusal')).textContent).toBe('Esta solicitud fue cancelada.');
    expect(input('field-address').value).toBe('Providencia 1550');
    expect(screen.getByTestId('step1-back').getAttribute('href')).toBe(
      '/onboarding/o1/step-1/date-and-place-birth',
    );
  });

  it('a save another tab overtook: warns, loads the newer version, keeps the input and saves it over that version', async () => {
    const elsewhere = {
      ...savedBefore,
      address: { residenceCountry: 'PER', districtId: '150101', address: 'Av. Tacna 10', reference: '' },
    };
    let infoReads = 0;
    const calls = api({
      'GET /api/onboarding/o1/info': () => {
        infoReads += 1;
        // The first read is this tab's; the next one finds what another device saved meanwhile.
        return success(infoReads === 1 ? infoFixture(savedBefore) : infoFixture(elsewhere, { version: 4 }));
      },
      'POST /api/onboarding/o1/address?version=1': () =>
        failure(
          409,
          'ONBOARDING_CHANGED',
          'La solicitud cambió en otra pestaña o dispositivo. Vuelve a cargarla.',
        ),
      'POST /api/onboarding/o1/address?version=4': () =>
        success(
          infoFixture(
            {
              ...savedBefore,
              address: {
                residenceCountry: 'CHL',
                city: 'Santiago',
                address: 'Providencia 1550',
                reference: '',
              },
            },
            { version: 5 },
          ),
        ),
    });
    await saveAbroad('Providencia 1550');

    const warning = await screen.findByTestId('step1-refusal');
    expect(warning.textContent).toContain(
      'La solicitud cambió en otra pestaña o dispositivo. Vuelve a cargarla.',
    );
    fireEvent.click(within(warning).getByTestId('step1-reload'));
    expect((await screen.findByTestId('step1-reloaded')).textContent).toContain(
      'Lo que escribiste en esta pantalla sigue aquí',
    );
    expect(input('field-address').value).toBe('Providencia 1550');
    expect(input('field-city').value).toBe('Santiago');

    fireEvent.click(screen.getByTestId('step1-continue'));
    expect(await findHeading('Ocupación')).toBeTruthy();
    expect(calls.calls('POST /api/onboarding/o1/address?version=1')).toHaveLength(1);
    expect(calls.calls('POST /api/onboarding/o1/address?version=4')[0]?.body).toMatchObject({
      residenceCountry: 'CHL',
      city: 'Santiago',
      address: 'Providencia 1550',
    });
  });

  it('a reload of the newer version that fails says so, keeps the input and can be tried again', async () => {
    let infoReads = 0;
    api({
      'GET /api/onboarding/o1/info': () => {
        infoReads += 1;
        // The second read finds no network.
        if (infoReads === 2) throw new TypeError('Failed to fetch');
        return success(infoFixture(savedBefore, { version: infoReads === 1 ? 1 : 4 }));
      },
      'POST /api/onboarding/o1/address?version=1': () =>
        failure(
          409,
          'ONBOARDING_CHANGED',
          'La solicitud cambió en otra pestaña o dispositivo. Vuelve a cargarla.',
        ),
    });
    await saveAbroad('Providencia 1550');
    fireEvent.click(within(await screen.findByTestId('step1-refusal')).getByTestId('step1-reload'));

    const dialog = await screen.findByRole('dialog', { name: '¡Ups! Ocurrió un error' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Volver a intentar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input('field-address').value).toBe('Providencia 1550');
    fireEvent.click(within(screen.getByTestId('step1-refusal')).getByTestId('step1-reload'));
    expect(await screen.findByTestId('step1-reloaded')).toBeTruthy();
    expect(input('field-address').value).toBe('Providencia 1550');
  });

  it('loads the saved part (another device, a refresh) with the cascade already chosen', async () => {
    api({}, {
      ...savedBefore,
      address: {
        residenceCountry: 'PER',
        districtId: '150122',
        address: 'Av. Larco 123',
        reference: 'Frente al parque',
      },
    } as typeof savedBefore);
    renderRoute(<Step1Page />, '/onboarding/o1/step-1/residence', ROUTE);
    await waitFor(() => expect(input('field-districtId').value).toBe('Miraflores'));
    expect(input('field-districtId__dep').value).toBe('Lima');
    expect(input('field-address').value).toBe('Av. Larco 123');
    expect(input('field-reference').value).toBe('Frente al parque');
  });

  it('keeps unsaved input across a reload of the page', async () => {
    api();
    const first = renderRoute(<Step1Page />, '/onboarding/o1/step-1/residence', ROUTE);
    await screen.findByTestId('step1-continue');
    type('field-address', 'Jr. Unión 456');
    first.unmount();
    renderRoute(<Step1Page />, '/onboarding/o1/step-1/residence', ROUTE);
    await waitFor(() => expect(input('field-address').value).toBe('Jr. Unión 456'));
  });
});

describe('step-1 screens by what is their own', () => {
  it('personal-information starts from the account, title case', async () => {
    api({}, {} as typeof savedBefore);
    renderRoute(<Step1Page />, '/onboarding/o1/step-1/personal-information', ROUTE);
    await waitFor(() => expect(input('field-name').value).toBe('Ana'));
    expect(input('field-lastName').value).toBe('Rojas');
    expect(input('field-documentNumber').value).toBe('45678912');
  });

  it('personal-information: a DNI takes digits only, and a short one is blamed itself, names kept', async () => {
    const calls = api({
      'POST /api/identity/user': () => success({ name: 'Ana', lastName: 'Rojas', secondLastName: '' }),
      'POST /api/onboarding/o1/personal-information?version=1': () => success(infoFixture(savedBefore)),
    });
    renderRoute(<Step1Page />, '/onboarding/o1/step-1/personal-information', ROUTE);
    await waitFor(() => expect(input('field-name').value).toBe('Ana'));
    type('field-documentNumber', '4567a891');
    expect(input('field-documentNumber').value).toBe('4567891');
    fireEvent.click(screen.getByTestId('step1-continue'));
    expect(await screen.findByText('El DNI debe tener exactamente 8 dígitos.')).toBeTruthy();
    expect(input('field-name').value).toBe('Ana');
    expect(input('field-lastName').value).toBe('Rojas');
    expect(screen.queryByText('No puede estar vacío')).toBeNull();
    expect(calls.calls('POST /api/onboarding/o1/personal-information?version=1')).toHaveLength(0);
  });

  it("resource-holder: the money owner's DNI takes digits only and a short one is blamed under it", async () => {
    const calls = api({
      'POST /api/onboarding/o1/beneficiary-personal-information?version=1': () =>
        success(infoFixture(savedBefore)),
    });
    renderRoute(<Step1Page />, '/onboarding/o1/step-1/resource-holder', ROUTE);
    fireEvent.click(
      within(await screen.findByTestId('field-holder')).getByLabelText(/No, pertenece a otra persona/),
    );
    type('field-owner-name', 'Luis');
    type('field-owner-lastName', 'Quispe');
    type('field-owner-documentNumber', '7012b345');
    expect(input('field-owner-documentNumber').value).toBe('7012345');
    fireEvent.click(screen.getByTestId('step1-continue'));
    const message = await screen.findByText('El DNI debe tener exactamente 8 dígitos.');
    expect(input('field-owner-documentNumber').closest('.MuiFormControl-root')?.contains(message)).toBe(true);
    expect(input('field-owner-name').value).toBe('Luis');
    expect(screen.queryByText('No puede estar vacío')).toBeNull();
    expect(calls.calls('POST /api/onboarding/o1/beneficiary-personal-information?version=1')).toHaveLength(0);
  });

  it('political: answering yes to relatives opens a relative card with its own validation', async () => {
    const calls = api({
      'POST /api/onboarding/o1/pep?version=1': () => success(infoFixture(savedBefore)),
    });
    renderRoute(<Step1Page />, '/onboarding/o1/step-1/political', ROUTE);
    const isPep = await screen.findByTestId('field-isPep');
    fireEvent.click(within(isPep).getByLabelText('No'));
    fireEvent.click(within(screen.getByTestId('field-hasPepRelatives')).getByLabelText('Sí'));
    expect(await screen.findByTestId('pep-relative-0')).toBeTruthy();
    fireEvent.click(screen.getByTestId('step1-continue'));
    expect(await screen.findByText('Selecciona el parentesco.')).toBeTruthy();
    expect(calls.calls('POST /api/onboarding/o1/pep?version=1')).toHaveLength(0);
    // The first field in error gets the focus.
    await waitFor(() =>
      expect(document.activeElement?.closest('[data-testid="pep-relative-0"]')).toBeTruthy(),
    );
  });

  it('investment: a reference quota value named by its day, the rule that prices the quotas, the quotas it would buy and the R5 minimum', async () => {
    const calls = api({
      'GET /api/onboarding/product/p1': () =>
        success({
          _id: 'p1',
          id: 'p1',
          name: 'Factoring Soles',
          currency: { code: 'PEN', symbol: 'S/' },
          quotaValue: '1.25000000',
          quotaValueDate: '2026-11-23',
          minimumInvestment: '1000.00',
          minimumMessage: 'Monto mínimo de inversión S/\u00a01,000',
          isInstitutional: false,
        }),
    });
    renderRoute(<Step1Page />, '/onboarding/o1/step-1/investment', ROUTE);
    expect((await screen.findByTestId('investment-quota-value')).textContent).toBe('S/\u00a01.25000000');
    await waitFor(() =>
      expect(screen.getByTestId('investment-quota-label').textContent).toBe(
        'Valor cuota de referencia del 23/11/2026 · Factoring Soles',
      ),
    );
    expect(screen.getByTestId('investment-quota-rule').textContent).toBe(
      'Tus cuotas se calcularán con el valor cuota vigente al aprobarse tu depósito, no con este. El valor cuota de cada día rige desde las 4:30 p. m. (hora de Lima); antes de esa hora se aplica el del día anterior.',
    );
    expect((await screen.findByTestId('investment-minimum')).textContent).toBe(
      'Monto mínimo de inversión S/\u00a01,000',
    );
    type('field-amount', '2,500.5a0');
    expect(input('field-amount').value).toBe('2500.50');
    expect(screen.getByTestId('investment-quotas').textContent).toBe(
      'Con este monto adquirirías aproximadamente 2,000.40000000 cuotas al valor de referencia.',
    );
    type('field-amount', '999');
    fireEvent.click(screen.getByTestId('step1-continue'));
    expect(await screen.findByText('Monto mínimo de inversión S/ 1,000')).toBeTruthy();
    expect(calls.calls('POST /api/onboarding/o1/investment?version=1')).toHaveLength(0);
  });

  it('a screen this onboarding does not have resumes where it should', async () => {
    api();
    renderRoute(<Step1Page />, '/onboarding/o1/step-1/owner/residence', ROUTE);
    // The owner screens exist only for someone else's money; this onboarding resumes at residence.
    expect(await findHeading('Domicilio')).toBeTruthy();
    expect(screen.queryByText('Domicilio de la persona dueña del dinero')).toBeNull();
  });

  it('select-bank-account: picking a saved account fills the account fields and saves it', async () => {
    const saved = {
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
      inUse: false,
      createdAt: '2026-11-01T10:00:00.000Z',
    };
    const calls = fakeApi({
      'GET /api/onboarding/o1/info': () => success(infoFixture(savedBefore, {}, true)),
      'GET /api/profile/me': () => success({ name: 'Ana', lastName: 'Rojas', secondLastName: '' }),
      'GET /api/onboarding/linking/list-parameters': () => success(listParametersFixture),
      'GET /api/user/bankAccounts': () => success([saved]),
      'POST /api/onboarding/o1/bank-account?version=1': () =>
        failure(409, 'ONBOARDING_CONTRACT_ALREADY_SIGNED', 'Tu contrato ya fue firmado.'),
    });
    renderRoute(<Step1Page />, '/onboarding/o1/step-1/select-bank-account', ROUTE);
    const choice = await screen.findByTestId('saved-bank-account', {}, { timeout: 5000 });
    expect(choice.textContent).toContain(
      'Banco de Crédito del Perú (BCP) · Cuenta de ahorros · N.º 1934567890123',
    );
    fireEvent.click(within(choice).getByRole('radio'));
    await waitFor(() => expect(input('field-cci').value).toBe('00219300456789012317'));
    expect(input('field-accountNumber').value).toBe('1934567890123');
    fireEvent.click(screen.getByTestId('step1-continue'));
    expect(await screen.findByText('Tu contrato ya fue firmado.')).toBeTruthy();
    expect(calls.calls('POST /api/onboarding/o1/bank-account?version=1')[0]?.body).toMatchObject({
      bank: 'BCP',
      accountType: 'AHORROS',
      currency: 'PEN',
      cci: '00219300456789012317',
    });
  });

  it('a part never saved in this onboarding starts from the profile (decision 0015)', async () => {
    api({
      'GET /api/customers/profile': () =>
        success({
          account: { email: 'ana@example.pe', name: 'ANA', lastName: 'ROJAS', secondLastName: '' },
          sections: {
            personalInformation: null,
            birthdata: null,
            address: {
              data: {
                residenceCountry: 'PER',
                districtId: '150122',
                address: 'Jr. Ucayali 455',
                reference: '',
              },
              source: 'PROFILE',
              updatedAt: '2026-11-01T10:00:00.000Z',
            },
            occupation: null,
            partner: null,
          },
          activeBankAccounts: 0,
          completion: {
            percentage: 20,
            missing: 'personalInformation',
            path: '/perfil/personal-information',
          },
        }),
    });
    renderRoute(<Step1Page />, '/onboarding/o1/step-1/residence', ROUTE);
    await waitFor(() => expect(input('field-address').value).toBe('Jr. Ucayali 455'), { timeout: 5000 });
    await waitFor(() => expect(input('field-districtId').value).toBe('Miraflores'), { timeout: 5000 });
  });

  it('select-bank-account: a saved choice is kept among the customer accounts before moving on', async () => {
    const account = {
      bank: 'BCP',
      accountType: 'SAVINGS',
      currency: 'PEN' as const,
      accountNumber: '1934567890123',
      cci: '00219300456789012317',
    };
    const calls = fakeApi({
      'GET /api/onboarding/o1/info': () => success(infoFixture(savedBefore, {}, true)),
      'GET /api/profile/me': () => success({ name: 'Ana', lastName: 'Rojas', secondLastName: '' }),
      'GET /api/onboarding/linking/list-parameters': () => success(listParametersFixture),
      'GET /api/user/bankAccounts': () => success([]),
      'POST /api/onboarding/o1/bank-account?version=1': () =>
        success(infoFixture({ ...savedBefore, bankAccount: account }, {}, true)),
      'POST /api/onboarding/o1/customers/bank-accounts': () => failure(500, 'INTERNAL_ERROR'),
    });
    renderRoute(<Step1Page />, '/onboarding/o1/step-1/select-bank-account', ROUTE);
    await screen.findByTestId('field-cci', {}, { timeout: 5000 });
    for (const [label, option] of [
      ['Banco', 'Banco de Crédito del Perú'],
      ['Tipo de cuenta', 'Ahorros'],
    ] as const) {
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
      fireEvent.click(await findOption(option));
    }
    type('field-accountNumber', account.accountNumber);
    type('field-cci', account.cci);
    fireEvent.click(screen.getByTestId('step1-continue'));
    // Its failure does not hold the investor back: the onboarding moves on.
    await waitFor(
      () => expect(calls.calls('POST /api/onboarding/o1/customers/bank-accounts')).toHaveLength(1),
      {
        timeout: 5000,
      },
    );
    await waitFor(() => expect(screen.queryByTestId('field-cci')).toBeNull(), { timeout: 5000 });
  });

  it("select-bank-account: a CCI that is not the chosen bank's is refused under the field, and nothing is sent", async () => {
    const account = {
      bank: 'BCP',
      accountType: 'SAVINGS',
      currency: 'PEN' as const,
      accountNumber: '1934567890123',
      cci: '00219300456789012317',
    };
    const calls = fakeApi({
      'GET /api/onboarding/o1/info': () => success(infoFixture(savedBefore, {}, true)),
      'GET /api/profile/me': () => success({ name: 'Ana', lastName: 'Rojas', secondLastName: '' }),
      'GET /api/onboarding/linking/list-parameters': () => success(listParametersFixture),
      'GET /api/user/bankAccounts': () => success([]),
      'POST /api/onboarding/o1/bank-account?version=1': () =>
        success(infoFixture({ ...savedBefore, bankAccount: account }, {}, true)),
      'POST /api/onboarding/o1/customers/bank-accounts': () => success({}),
    });
    renderRoute(<Step1Page />, '/onboarding/o1/step-1/select-bank-account', ROUTE);
    await screen.findByTestId('field-cci', {}, { timeout: 5000 });
    for (const [label, option] of [
      ['Banco', 'Banco de Crédito del Perú'],
      ['Tipo de cuenta', 'Ahorros'],
    ] as const) {
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
      fireEvent.click(await findOption(option));
    }
    type('field-accountNumber', account.accountNumber);
    // A BBVA CCI (011) under BCP.
    type('field-cci', '01124100019000658270');
    fireEvent.click(screen.getByTestId('step1-continue'));
    expect(
      await screen.findByText('El CCI no corresponde al banco elegido (011 es BBVA).', {}, { timeout: 5000 }),
    ).toBeTruthy();
    // One digit off: the check digits no longer fit.
    type('field-cci', '00219300456789012318');
    fireEvent.click(screen.getByTestId('step1-continue'));
    expect(
      await screen.findByText('El CCI no es válido: revisa sus dígitos de control.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(calls.calls('POST /api/onboarding/o1/bank-account?version=1')).toHaveLength(0);

    type('field-cci', account.cci);
    fireEvent.click(screen.getByTestId('step1-continue'));
    await waitFor(
      () => expect(calls.calls('POST /api/onboarding/o1/bank-account?version=1')).toHaveLength(1),
      {
        timeout: 5000,
      },
    );
  });
});
