import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../session';
import { fakeApi, failure, success } from '../test-utils';
import { logout } from './logout';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('logout', () => {
  it('names both the access token (bearer) and the refresh token, then forgets the session', async () => {
    const api = fakeApi({ 'POST /api/auth/logout': () => success({ message: 'Sesión cerrada.' }) });
    saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    localStorage.setItem('customer', '{"name":"Luis"}');
    localStorage.setItem('darkMode', 'true');

    await logout();

    const [call] = api.calls('POST /api/auth/logout');
    expect(call?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(call?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(localStorage.getItem('auth._token.local')).toBeNull();
    expect(localStorage.getItem('auth._refresh_token.local')).toBeNull();
    expect(localStorage.getItem('customer')).toBeNull();
    expect(localStorage.getItem('darkMode')).toBe('true');
  });

  it('still ends the session by its bearer when no refresh token is stored', async () => {
    const api = fakeApi({ 'POST /api/auth/logout': () => success({ message: 'Sesión cerrada.' }) });
    saveSession({ accessToken: 'access-2' });

    await logout();

    const [call] = api.calls('POST /api/auth/logout');
    expect(call?.headers.get('Authorization')).toBe('Bearer access-2');
    expect(call?.body).toEqual({});
    expect(localStorage.getItem('auth._token.local')).toBeNull();
  });

  it('clears the local session even when the server fails', async () => {
    fakeApi({ 'POST /api/auth/logout': () => failure(500, 'INTERNAL_ERROR') });
    saveSession({ accessToken: 'access-3', refreshToken: 'refresh-3' });

    await logout();

    expect(localStorage.getItem('auth._token.local')).toBeNull();
  });

  it('calls nothing for a guest', async () => {
    const api = fakeApi({});
    await logout();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
