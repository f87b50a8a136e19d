import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { fakeApi, failure, renderRoute, success } from '../../../lib/test-utils';
import LoginPage from './LoginPage';

// Google's script is never fetched in tests: the page's GIS calls reach the stub below.
vi.mock('../../../lib/load-script', () => ({ loadScript: () => Promise.resolve() }));

const config = (googleClientId: string | null) => () =>
  success({ brandSlug: 'invierte', googleClientId, recaptchaSiteKey: null });
const session = success({ accessToken: 'a', refreshToken: 'r', tokenType: 'Bearer', expiresIn: 900 });
const firstLoginUser = success({
  id: 'u1',
  email: 'gabriela@example.pe',
  name: 'Gabriela',
  lastName: 'Salas',
  secondLastName: '',
  documentType: null,
  documentNumber: null,
  profile: 'INTERESADO',
  firstLogin: true,
  questionCompleted: false,
  affluent: false,
  avatarUrl: null,
  scope: [],
  investorProfile: null,
  flashdata: {},
  hasPassword: false,
});

const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;
function submit(email: string, password: string) {
  fireEvent.change(screen.getByTestId('login-email'), { target: { value: email } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  delete window.google;
});

describe('LoginPage', () => {
  it.each([
    [401, 'INVALID_CREDENTIALS', 'El correo o la contraseña no son correctos.'],
    [423, 'ACCOUNT_LOCKED', 'Por seguridad bloqueamos el acceso tras varios intentos fallidos.'],
    [429, 'RATE_LIMITED', 'Has realizado muchas consultas en un corto período.'],
  ])("shows the API's message on %i %s and keeps what was typed", async (status, code, message) => {
    fakeApi({
      'GET /api/public-config': config(null),
      'POST /api/auth/login': () => failure(status, code, message),
    });
    renderRoute(<LoginPage />, '/login');
    submit('ana@example.pe', 'Clave2026x');
    expect((await screen.findByTestId('login-error')).textContent).toBe(message);
    expect([value('login-email'), value('login-password')]).toEqual(['ana@example.pe', 'Clave2026x']);
  });

  it('offers "Reenviar correo" when the e-mail is not verified', async () => {
    fakeApi({
      'GET /api/public-config': config(null),
      'POST /api/auth/login': () => failure(403, 'EMAIL_NOT_VERIFIED', 'Aún no has verificado tu correo.'),
    });
    renderRoute(<LoginPage />, '/login');
    submit('ana@example.pe', 'Clave2026x');
    await screen.findByText('Aún no has verificado tu correo.');
    expect(screen.getByTestId('resend-submit').textContent).toBe('Reenviar correo');
  });

  it('hides the Google button when no client id is configured', async () => {
    const api = fakeApi({ 'GET /api/public-config': config(null) });
    renderRoute(<LoginPage />, '/login');
    await vi.waitFor(() => expect(api.calls('GET /api/public-config')).toHaveLength(1));
    expect(screen.queryByTestId('google-login')).toBeNull();
  });

  it('logs in with the Google credential and continues like the local login', async () => {
    const initialize = vi.fn();
    window.google = {
      accounts: {
        id: {
          initialize,
          renderButton: (parent) => {
            const button = document.createElement('button');
            button.textContent = 'Continuar con Google';
            button.onclick = () => initialize.mock.calls[0]?.[0].callback({ credential: 'google-id-token' });
            parent.appendChild(button);
          },
        },
      },
    };
    const api = fakeApi({
      'GET /api/public-config': config('client-1.apps.googleusercontent.com'),
      'POST /api/auth/google/login': () => session,
      'GET /api/profile/me': () => firstLoginUser,
    });
    renderRoute(<LoginPage />, '/login');

    fireEvent.click(await screen.findByRole('button', { name: 'Continuar con Google' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/questions');
    expect(initialize.mock.calls[0]?.[0].client_id).toBe('client-1.apps.googleusercontent.com');
    expect(api.calls('POST /api/auth/google/login')[0]?.body).toEqual({ idToken: 'google-id-token' });
    expect(localStorage.getItem('auth._token.local')).toBe('Bearer a');
  });
});
