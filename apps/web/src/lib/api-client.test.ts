import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import {
  ApiError,
  apiRequest,
  errorMessageOf,
  fieldErrorsOf,
  setApiHandlers,
  UNSHOWN_BAD_REQUEST_MS,
  type ApiHandlers,
} from './api-client';
import { getAccessToken, getRefreshToken, saveSession } from './session';
import { storageKeys } from './storage-keys';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const errorBody = (code: string, message = 'mensaje', errors: unknown[] = []) => ({
  status: 'error',
  code,
  message,
  errors,
});

let fetchMock: ReturnType<typeof vi.fn>;
let handlers: { [K in keyof ApiHandlers]: Mock<ApiHandlers[K]> };

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  handlers = {
    maintenance: vi.fn(),
    unauthorized: vi.fn(),
    serverError: vi.fn(),
    badRequest: vi.fn(),
    errorResponse: vi.fn(),
  };
  setApiHandlers(handlers);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const sentHeaders = (call = 0) => new Headers((fetchMock.mock.calls[call]?.[1] as RequestInit).headers);

describe('apiRequest', () => {
  it('unwraps the success envelope and sends the app, clientIP and bearer headers', async () => {
    localStorage.setItem(storageKeys.clientIP, '200.1.2.3');
    saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    fetchMock.mockResolvedValueOnce(json(200, { status: 'success', data: { ok: true } }));

    await expect(apiRequest('/api/profile/me')).resolves.toEqual({ ok: true });
    const headers = sentHeaders();
    expect(headers.get('invierteApp')).toBe('webapp');
    expect(headers.get('clientIP')).toBe('200.1.2.3');
    expect(headers.get('Authorization')).toBe('Bearer access-1');
    expect(localStorage.getItem(storageKeys.token)).toBe('Bearer access-1');
    expect(localStorage.getItem(storageKeys.strategy)).toBe('local');
  });

  it('sends an explicit bearer instead of the session and no body when none is given', async () => {
    saveSession({ accessToken: 'access-1' });
    fetchMock.mockResolvedValueOnce(json(200, { status: 'success', data: {} }));
    await apiRequest('/api/auth/verify-email', { method: 'POST', bearer: 'link-token' });
    expect(sentHeaders().get('Authorization')).toBe('Bearer link-token');
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).body).toBeNull();
    expect(sentHeaders().get('Content-Type')).toBeNull();
  });

  it('sends no Authorization header when told to skip it, and the extra headers given', async () => {
    saveSession({ accessToken: 'access-1' });
    fetchMock.mockResolvedValueOnce(json(200, { status: 'success', data: {} }));
    await apiRequest('/api/identity/user', {
      method: 'POST',
      body: { dni: '12345678' },
      skipAuth: true,
      headers: { 'token-change-password': 'link' },
    });
    expect(sentHeaders().get('Authorization')).toBeNull();
    expect(sentHeaders().get('token-change-password')).toBe('link');
  });

  it('sends FormData as multipart, leaving the Content-Type to the browser', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: 'success', data: {} }));
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiRequest('/api/profile/avatar', { method: 'PUT', body: form });
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).body).toBe(form);
    expect(sentHeaders().get('Content-Type')).toBeNull();
  });

  it.each([307, 502, 503, 504])('calls the maintenance handler on %i', async (status) => {
    fetchMock.mockResolvedValueOnce(new Response('', { status }));
    await expect(apiRequest('/api/products/free')).rejects.toMatchObject({ status, kind: 'maintenance' });
    expect(handlers.maintenance).toHaveBeenCalledTimes(1);
    expect(handlers.serverError).not.toHaveBeenCalled();
  });

  it('treats an opaque manual redirect as a 307', async () => {
    const redirected = new Response(null, { status: 200 });
    Object.defineProperty(redirected, 'type', { value: 'opaqueredirect' });
    Object.defineProperty(redirected, 'status', { value: 0 });
    fetchMock.mockResolvedValueOnce(redirected);
    await expect(apiRequest('/api')).rejects.toMatchObject({ status: 307 });
    expect(handlers.maintenance).toHaveBeenCalledTimes(1);
  });

  it('raises a bad-request error with the field errors on 400 and leaves it to the caller', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        400,
        errorBody('VALIDATION_ERROR', 'Revisa los datos ingresados.', [
          { field: 'body.email', message: 'x' },
        ]),
      ),
    );
    const error = await apiRequest('/api/auth/register', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, kind: 'bad-request', code: 'VALIDATION_ERROR' });
    expect(fieldErrorsOf(error)).toEqual({ email: 'x' });
    expect(handlers.serverError).not.toHaveBeenCalled();
    expect(handlers.errorResponse).toHaveBeenCalledTimes(1);
  });

  describe('a 400 no screen shows in place (requirements R8: the global error component)', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));
    afterEach(() => vi.useRealTimers());
    const refusal =
      'El valor cuota se está actualizando. Para continuar con tu solicitud comunícate con un asesor de inversiones por WhatsApp.';
    const refuse = (): Promise<ApiError> =>
      apiRequest('/api/portfolio/movements/purchaseCalculation').then(
        () => Promise.reject(new Error('expected a refusal')),
        (e: unknown) => e as ApiError,
      );

    it('goes to the global error component with the server’s message when nobody read it', async () => {
      fetchMock.mockResolvedValueOnce(json(400, errorBody('QUOTA_VALUE_UPDATING', refusal)));
      await refuse();
      await vi.advanceTimersByTimeAsync(UNSHOWN_BAD_REQUEST_MS - 1);
      expect(handlers.badRequest).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(handlers.badRequest).toHaveBeenCalledExactlyOnceWith(refusal);
    });

    it('stays with the screen that shows its message or its field errors', async () => {
      fetchMock.mockResolvedValueOnce(json(400, errorBody('QUOTA_VALUE_UPDATING', refusal)));
      expect(errorMessageOf(await refuse())).toBe(refusal);
      fetchMock.mockResolvedValueOnce(
        json(400, errorBody('VALIDATION_ERROR', 'Revisa', [{ field: 'body.amount', message: 'Monto' }])),
      );
      expect(fieldErrorsOf(await refuse())).toEqual({ amount: 'Monto' });
      fetchMock.mockResolvedValueOnce(json(400, errorBody('ONBOARDING_PENDING_REVIEW', 'En revisión')));
      (await refuse()).markShown();
      await vi.advanceTimersByTimeAsync(UNSHOWN_BAD_REQUEST_MS);
      expect(handlers.badRequest).not.toHaveBeenCalled();
    });

    it('uses the generic text when the server sent no message, and keeps that apart', async () => {
      fetchMock.mockResolvedValueOnce(json(400, errorBody('BAD_REQUEST', '')));
      const error = await refuse();
      expect(error.serverMessage).toBe('');
      await vi.advanceTimersByTimeAsync(UNSHOWN_BAD_REQUEST_MS);
      expect(handlers.badRequest).toHaveBeenCalledExactlyOnceWith(
        'Al parecer hubo un problema, por favor inténtalo de nuevo.',
      );
      expect(error.message).toBe('Al parecer hubo un problema, por favor inténtalo de nuevo.');
    });

    it('stays quiet for silent requests', async () => {
      fetchMock.mockResolvedValueOnce(json(400, errorBody('QUOTA_VALUE_UPDATING', refusal)));
      await apiRequest('/api/x', { silent: true }).catch(() => undefined);
      await vi.advanceTimersByTimeAsync(UNSHOWN_BAD_REQUEST_MS);
      expect(handlers.badRequest).not.toHaveBeenCalled();
    });
  });

  it('refreshes the token once on 401 and retries the request', async () => {
    saveSession({ accessToken: 'old', refreshToken: 'refresh-1' });
    fetchMock
      .mockResolvedValueOnce(json(401, errorBody('UNAUTHORIZED')))
      .mockResolvedValueOnce(
        json(200, {
          status: 'success',
          data: { accessToken: 'new', refreshToken: 'refresh-2', tokenType: 'Bearer', expiresIn: 900 },
        }),
      )
      .mockResolvedValueOnce(json(200, { status: 'success', data: { name: 'Ana' } }));

    await expect(apiRequest('/api/profile/me')).resolves.toEqual({ name: 'Ana' });
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/profile/me',
      '/api/auth/refresh',
      '/api/profile/me',
    ]);
    expect(JSON.parse((fetchMock.mock.calls[1]?.[1] as RequestInit).body as string)).toEqual({
      refreshToken: 'refresh-1',
    });
    expect(sentHeaders(2).get('Authorization')).toBe('Bearer new');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(handlers.unauthorized).not.toHaveBeenCalled();
  });

  it('clears the session and reports unauthorized when the refresh fails', async () => {
    saveSession({ accessToken: 'old', refreshToken: 'refresh-1' });
    fetchMock
      .mockResolvedValueOnce(json(401, errorBody('UNAUTHORIZED')))
      .mockResolvedValueOnce(json(401, errorBody('UNAUTHORIZED')));
    await expect(apiRequest('/api/profile/me')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getAccessToken()).toBeNull();
    expect(handlers.unauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not refresh when the request had no session (wrong password)', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, errorBody('INVALID_CREDENTIALS', 'El correo o la contraseña no son correctos.')),
    );
    await expect(apiRequest('/api/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'El correo o la contraseña no son correctos.',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(handlers.unauthorized).not.toHaveBeenCalled();
  });

  it('shows the server error component on 500', async () => {
    fetchMock.mockResolvedValueOnce(json(500, errorBody('INTERNAL_ERROR')));
    await expect(apiRequest('/api/profile/me')).rejects.toMatchObject({ status: 500, kind: 'server' });
    expect(handlers.serverError).toHaveBeenCalledTimes(1);
  });

  it('raises not-found on 404 and a generic error on other statuses', async () => {
    fetchMock.mockResolvedValueOnce(json(404, errorBody('NOT_FOUND')));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ kind: 'not-found' });
    fetchMock.mockResolvedValueOnce(json(409, errorBody('EMAIL_TAKEN')));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ kind: 'other', code: 'EMAIL_TAKEN' });
    expect(handlers.serverError).not.toHaveBeenCalled();
    expect(handlers.maintenance).not.toHaveBeenCalled();
  });

  it('stays quiet for silent requests', async () => {
    fetchMock.mockResolvedValueOnce(json(500, errorBody('INTERNAL_ERROR')));
    await expect(
      apiRequest('/api/auth/logout', { method: 'POST', body: {}, silent: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(handlers.serverError).not.toHaveBeenCalled();
  });

  it('turns a network failure into an ApiError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });
});
