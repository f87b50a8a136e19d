import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import NewPasswordPage from './NewPasswordPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const location = async () => (await screen.findByTestId('location')).textContent;

describe('NewPasswordPage', () => {
  it.each([
    [400, 'TOKEN_INVALID'],
    [410, 'TOKEN_EXPIRED'],
  ])('sends a %i %s link to /link-expired with the recovery way out', async (status, code) => {
    const api = fakeApi({ 'POST /api/auth/validate-token-password': () => failure(status, code) });
    renderRoute(<NewPasswordPage />, '/create-password?token=used-link');

    expect(await location()).toBe('/link-expired?type=password');
    const [call] = api.calls('POST /api/auth/validate-token-password');
    expect(call?.headers.get('token-change-password')).toBe('used-link');
    expect(call?.headers.get('Authorization')).toBeNull();
  });

  it('checks the link, then sets the password with the link as the bearer', async () => {
    const api = fakeApi({
      'POST /api/auth/validate-token-password': () => success({ valid: true, email: 'r***@example.pe' }),
      'PATCH /api/password/change': () =>
        success({ message: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.' }),
    });
    renderRoute(<NewPasswordPage />, '/change-password?token=good-link');

    await screen.findByText('r***@example.pe');
    fireEvent.change(screen.getByTestId('new-password'), { target: { value: 'Nueva2026x' } });
    fireEvent.change(screen.getByTestId('new-password-confirm'), { target: { value: 'Nueva2026x' } });
    fireEvent.click(screen.getByTestId('new-password-submit'));

    expect((await screen.findByTestId('new-password-done')).textContent).toBe(
      'Tu contraseña fue actualizada. Ya puedes iniciar sesión.',
    );
    const [call] = api.calls('PATCH /api/password/change');
    expect(call?.body).toEqual({ password: 'Nueva2026x', confirmPassword: 'Nueva2026x' });
    expect(call?.headers.get('Authorization')).toBe('Bearer good-link');
  });

  it('refuses a confirmation that differs without calling the API', async () => {
    const api = fakeApi({
      'POST /api/auth/validate-token-password': () => success({ valid: true, email: 'r***@example.pe' }),
    });
    renderRoute(<NewPasswordPage />, '/create-password?token=good-link');
    await screen.findByText('r***@example.pe');
    fireEvent.change(screen.getByTestId('new-password'), { target: { value: 'Nueva2026x' } });
    fireEvent.change(screen.getByTestId('new-password-confirm'), { target: { value: 'Otra2026xx' } });
    fireEvent.click(screen.getByTestId('new-password-submit'));
    await screen.findByText('Las contraseñas no coinciden.');
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(1));
  });
});
