import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, renderRoute, success, type FakeResponse } from '../../../lib/test-utils';
import RegisterPage from './RegisterPage';

// reCAPTCHA's script is never fetched in tests: the page reaches the `grecaptcha` stub directly.
vi.mock('../../../lib/load-script', () => ({ loadScript: () => Promise.resolve() }));

const NOT_FOUND = 'DNI no encontrado, por favor vuelva a intentarlo';
const TOO_MANY =
  'Has realizado muchas consultas en un corto período. Para garantizar un buen servicio, te pedimos que esperes unos momentos.';

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const names = () => [input('register-name'), input('register-last-name'), input('register-second-last-name')];

function setUp(lookup: (dni: string) => FakeResponse) {
  return fakeApi({
    'GET /api/public-config': () =>
      success({ brandSlug: 'invierte', googleClientId: null, recaptchaSiteKey: null }),
    'POST /api/identity/user': (init) => lookup((JSON.parse(init.body as string) as { dni: string }).dni),
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.grecaptcha;
});

describe('RegisterPage DNI lookup', () => {
  it('fills the names from the register, locks them and shows the combined last name', async () => {
    // Even with a session stored, the lookup goes without Authorization (requirements R7).
    saveSession({ accessToken: 'access-1' });
    const api = setUp(() =>
      success({ name: 'María del Pilar', lastName: 'De la Cruz', secondLastName: 'Quispe' }),
    );
    renderRoute(<RegisterPage />, '/register');

    type('register-document-number', '45678912');
    await waitFor(() => expect(input('register-name').value).toBe('María del Pilar'));
    expect(names().map((field) => field.value)).toEqual(['María del Pilar', 'De la Cruz', 'Quispe']);
    expect(names().every((field) => field.readOnly)).toBe(true);
    expect(screen.getByTestId('register-full-last-name').textContent).toBe('Apellidos: De la Cruz Quispe');

    const [call] = api.calls('POST /api/identity/user');
    expect(call?.body).toEqual({ dni: '45678912', app: 'webapp' });
    expect(call?.headers.get('Authorization')).toBeNull();
  });

  it('releases the names when the number changes, and clears them only for another full DNI', async () => {
    setUp((dni) =>
      dni === '12345678'
        ? success({ name: 'Juan Carlos', lastName: 'Pérez', secondLastName: 'García' })
        : failure(404, 'DNI_NOT_FOUND', 'no'),
    );
    renderRoute(<RegisterPage />, '/register');
    type('register-document-number', '12345678');
    await waitFor(() => expect(input('register-name').value).toBe('Juan Carlos'));

    // A digit deleted while correcting: the names stay, editable.
    type('register-document-number', '1234567');
    await waitFor(() => expect(names().some((field) => field.readOnly)).toBe(false));
    expect(names().map((field) => field.value)).toEqual(['Juan Carlos', 'Pérez', 'García']);

    type('register-document-number', '12345679');
    await waitFor(() => expect(input('register-name').value).toBe(''));
    expect(await screen.findByTestId('register-dni-error')).toBeTruthy();
  });

  it.each([
    [404, 'DNI_NOT_FOUND', NOT_FOUND],
    [429, 'RATE_LIMITED', TOO_MANY],
  ])('on %i shows the message of requirements R8 and clears the names', async (status, code, message) => {
    setUp(() => failure(status, code, 'otro texto del servidor'));
    renderRoute(<RegisterPage />, '/register');
    type('register-name', 'Escrito');
    type('register-last-name', 'A mano');
    type('register-second-last-name', 'Antes');

    type('register-document-number', '99999999');
    expect((await screen.findByTestId('register-dni-error')).textContent).toBe(message);
    expect(names().map((field) => field.value)).toEqual(['', '', '']);
    // The person may now type the names by hand.
    expect(names().some((field) => field.readOnly)).toBe(false);
  });

  it('takes digits only in a DNI, up to 8', async () => {
    setUp(() => success({ name: 'X', lastName: 'Y', secondLastName: 'Z' }));
    renderRoute(<RegisterPage />, '/register');
    type('register-document-number', '4a5b6-7 8');
    expect(input('register-document-number').value).toBe('45678');
    expect(input('register-document-number').maxLength).toBe(8);
  });

  it('says under the DNI itself what is wrong with a short one, and keeps the names typed by hand', async () => {
    const api = setUp(() => success({ name: 'X', lastName: 'Y', secondLastName: 'Z' }));
    renderRoute(<RegisterPage />, '/register');
    type('register-name', 'Rosa');
    type('register-last-name', 'Pérez');
    type('register-document-number', '1234567');
    fireEvent.blur(input('register-document-number'));
    expect(await screen.findByText('El DNI debe tener exactamente 8 dígitos.')).toBeTruthy();
    expect(input('register-document-number').getAttribute('aria-invalid')).toBe('true');
    expect(names().map((field) => field.value)).toEqual(['Rosa', 'Pérez', '']);
    expect(screen.queryByText('No puede estar vacío')).toBeNull();
    expect(api.calls('POST /api/identity/user')).toHaveLength(0);
  });

  it('after a found DNI loses a digit, keeps the names and blames only the DNI', async () => {
    setUp(() => success({ name: 'Juan Carlos', lastName: 'Pérez', secondLastName: 'García' }));
    renderRoute(<RegisterPage />, '/register');
    type('register-document-number', '12345678');
    await waitFor(() => expect(input('register-name').value).toBe('Juan Carlos'));
    fireEvent.blur(input('register-name'));
    type('register-document-number', '1234567');
    fireEvent.blur(input('register-document-number'));
    expect(await screen.findByText('El DNI debe tener exactamente 8 dígitos.')).toBeTruthy();
    expect(names().map((field) => field.value)).toEqual(['Juan Carlos', 'Pérez', 'García']);
    expect(screen.queryByText('No puede estar vacío')).toBeNull();
  });

  it('does not look up other document types', async () => {
    const api = setUp(() => success({ name: 'X', lastName: 'Y', secondLastName: 'Z' }));
    renderRoute(<RegisterPage />, '/register');
    fireEvent.change(screen.getByTestId('register-document-type'), { target: { value: 'PASAPORTE' } });
    type('register-document-number', '12345678');
    type('register-name', 'Anne');
    await waitFor(() => expect(api.calls('GET /api/public-config')).toHaveLength(1));
    expect(api.calls('POST /api/identity/user')).toHaveLength(0);
    expect(input('register-name').value).toBe('Anne');
    expect(input('register-name').readOnly).toBe(false);
  });
});

describe('RegisterPage human verification', () => {
  it('sends a reCAPTCHA v3 token and the firebase-token header when they exist', async () => {
    localStorage.setItem('token_firebase', 'push-token');
    const execute = vi.fn(async () => 'captcha-token');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    const api = fakeApi({
      'GET /api/public-config': () =>
        success({ brandSlug: 'invierte', googleClientId: null, recaptchaSiteKey: 'site-key' }),
      'POST /api/auth/register': () => success({ id: 'u1', email: 'anne@example.pe', message: 'ok' }),
    });
    renderRoute(<RegisterPage />, '/register');
    await waitFor(() => expect(api.calls('GET /api/public-config')).toHaveLength(1));

    fireEvent.change(screen.getByTestId('register-document-type'), { target: { value: 'PASAPORTE' } });
    type('register-document-number', 'AB123456');
    type('register-name', 'Anne');
    type('register-last-name', 'Smith');
    type('register-email', 'anne@example.pe');
    type('register-password', 'Inversion2026');
    type('register-confirm-password', 'Inversion2026');
    fireEvent.click(screen.getByTestId('register-accept-terms'));
    fireEvent.click(screen.getByTestId('register-accept-privacy'));
    fireEvent.click(screen.getByTestId('register-submit'));

    await screen.findByTestId('register-success');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'register' });
    const [call] = api.calls('POST /api/auth/register');
    expect(call?.body).toMatchObject({ documentType: 'PASAPORTE', captchaToken: 'captcha-token' });
    expect(call?.headers.get('firebase-token')).toBe('push-token');
  });
});
