import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberDeactivated } from '../../../lib/login-notice';
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
  delete window.grecaptcha;
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

  it('checks the form with the login rules before asking the API, though they download after the page', async () => {
    const api = fakeApi({ 'GET /api/public-config': config(null) });
    renderRoute(<LoginPage />, '/login');
    submit('no-es-un-correo', 'Clave2026x');
    expect((await screen.findByText('Ingresa un correo electrónico válido.')).textContent).toBeTruthy();
    expect(api.calls('POST /api/auth/login')).toHaveLength(0);
  });

  it('offers "Reenviar correo" when the e-mail is not verified', async () => {
    fakeApi({
      'GET /api/public-config': config(null),
      'POST /api/auth/login': () => failure(403, 'EMAIL_NOT_VERIFIED', 'Aún no has verificado tu correo.'),
    });
    renderRoute(<LoginPage />, '/login');
    submit('ana@example.pe', 'Clave2026x');
    await screen.findByText('Aún no has verificado tu correo.');
    // The resend form is downloaded when it is needed.
    expect((await screen.findByTestId('resend-submit')).textContent).toBe('Reenviar correo');
  });

  it('shows the deactivated dialog when the back office disabled the account', async () => {
    const message = 'Tu cuenta está desactivada. Comunícate con soporte.';
    fakeApi({
      'GET /api/public-config': config(null),
      'POST /api/auth/login': () => failure(403, 'ACCOUNT_DISABLED', message),
    });
    renderRoute(<LoginPage />, '/login');
    submit('ana@example.pe', 'Clave2026x');
    expect((await screen.findByTestId('deactivated-message')).textContent).toBe(message);
    expect(screen.getByRole('dialog', { name: 'Cuenta desactivada' })).toBeTruthy();
    // Said once: no alert repeats it behind the dialog, which says how to reach support.
    expect(screen.queryByTestId('login-error')).toBeNull();
    expect(screen.getByTestId('deactivated-contact').textContent).toContain('soporte@invierte.pe');
    fireEvent.click(screen.getByTestId('deactivated-ok'));
    await vi.waitFor(() => expect(screen.queryByTestId('deactivated-message')).toBeNull());
    expect(screen.getByTestId('login-error').textContent).toBe(
      `${message} Escríbenos a soporte@invierte.pe.`,
    );
  });

  it('says a session ended by a disabled account when a guard’s plain redirect brought the person here', async () => {
    const message = 'Tu cuenta fue desactivada y cerramos tu sesión. Comunícate con soporte.';
    fakeApi({ 'GET /api/public-config': config(null) });
    // The API client kept the message; the navigation that reached /login carried no state.
    rememberDeactivated(message);
    renderRoute(<LoginPage />, '/login');
    expect((await screen.findByTestId('deactivated-message')).textContent).toBe(message);
    // Opened again before she closed it (a reload in the instant she was sent here), it says it again.
    cleanup();
    renderRoute(<LoginPage />, '/login');
    expect((await screen.findByTestId('deactivated-message')).textContent).toBe(message);
    fireEvent.click(screen.getByTestId('deactivated-ok'));
    await vi.waitFor(() => expect(screen.queryByTestId('deactivated-message')).toBeNull());
    expect(screen.getByTestId('login-error').textContent).toBe(
      `${message} Escríbenos a soporte@invierte.pe.`,
    );
    // Said for that arrival only: the login page opened again later says nothing of it.
    cleanup();
    renderRoute(<LoginPage />, '/login');
    await screen.findByTestId('login-submit');
    expect(screen.queryByTestId('deactivated-message')).toBeNull();
    expect(screen.queryByTestId('login-error')).toBeNull();
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

describe('LoginPage human verification', () => {
  it('sends a reCAPTCHA v3 token when the API has a site key', async () => {
    const execute = vi.fn(async () => 'captcha-token');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    const api = fakeApi({
      'GET /api/public-config': () =>
        success({ brandSlug: 'invierte', googleClientId: null, recaptchaSiteKey: 'site-key' }),
      'POST /api/auth/login': () => session,
      'GET /api/profile/me': () => firstLoginUser,
    });
    renderRoute(<LoginPage />, '/login');
    await vi.waitFor(() => expect(api.calls('GET /api/public-config')).toHaveLength(1));

    submit('ana@example.pe', 'Clave2026x');
    expect((await screen.findByTestId('location')).textContent).toBe('/questions');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'login' });
    expect(api.calls('POST /api/auth/login')[0]?.body).toEqual({
      email: 'ana@example.pe',
      password: 'Clave2026x',
      captchaToken: 'captcha-token',
    });
  });

  it('logs in without a token when reCAPTCHA is not configured', async () => {
    const execute = vi.fn(async () => 'captcha-token');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    const api = fakeApi({
      'GET /api/public-config': config(null),
      'POST /api/auth/login': () => session,
      'GET /api/profile/me': () => firstLoginUser,
    });
    renderRoute(<LoginPage />, '/login');
    await vi.waitFor(() => expect(api.calls('GET /api/public-config')).toHaveLength(1));

    submit('ana@example.pe', 'Clave2026x');
    expect((await screen.findByTestId('location')).textContent).toBe('/questions');
    expect(execute).not.toHaveBeenCalled();
    expect(api.calls('POST /api/auth/login')[0]?.body).toEqual({
      email: 'ana@example.pe',
      password: 'Clave2026x',
    });
  });

  it("shows the API's message when the human check fails", async () => {
    window.grecaptcha = { ready: (callback) => callback(), execute: async () => 'low-score-token' };
    const message = 'No pudimos verificar que eres una persona. Inténtalo de nuevo.';
    fakeApi({
      'GET /api/public-config': () =>
        success({ brandSlug: 'invierte', googleClientId: null, recaptchaSiteKey: 'site-key' }),
      'POST /api/auth/login': () => failure(400, 'CAPTCHA_FAILED', message),
    });
    renderRoute(<LoginPage />, '/login');
    submit('ana@example.pe', 'Clave2026x');
    expect((await screen.findByTestId('login-error')).textContent).toBe(message);
    expect(value('login-password')).toBe('Clave2026x');
  });
});

describe('LoginPage notice', () => {
  it('shows the message a previous screen left in the navigation state', async () => {
    fakeApi({ 'GET /api/public-config': config(null) });
    const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
      initialEntries: [{ pathname: '/login', state: { notice: 'Cerramos tu sesión en 2 dispositivos.' } }],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('login-notice')).textContent).toBe(
      'Cerramos tu sesión en 2 dispositivos.',
    );
  });

  it('shows no notice on a plain visit', async () => {
    const api = fakeApi({ 'GET /api/public-config': config(null) });
    renderRoute(<LoginPage />, '/login');
    await vi.waitFor(() => expect(api.calls('GET /api/public-config')).toHaveLength(1));
    expect(screen.queryByTestId('login-notice')).toBeNull();
  });
});
