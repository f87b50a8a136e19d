import {
  identityEndpoints,
  type ErrorEnvelope,
  type FieldError,
  type SessionResponse,
} from '@invierte/domain';
import { clearSession, getAccessToken, getRefreshToken, saveSession } from './session';
import { storageKeys } from './storage-keys';

/**
 * The one fetch wrapper of the web app. It adds the headers of requirements R7, unwraps the response
 * envelopes and applies the HTTP rules of requirements R8. It never navigates by itself: the router
 * registers handlers (`setApiHandlers`) so this module stays testable without a browser router.
 */

export type ApiErrorKind =
  'bad-request' | 'unauthorized' | 'not-found' | 'server' | 'maintenance' | 'network' | 'other';

const GENERIC_MESSAGE = 'Al parecer hubo un problema, por favor inténtalo de nuevo.';
const NETWORK_MESSAGE = 'No pudimos conectarnos con el servidor. Revisa tu conexión e inténtalo de nuevo.';
const MAINTENANCE_STATUSES = new Set([307, 502, 503, 504]);
/**
 * How long a 400 waits for a screen to show it in place before it goes to the global error component:
 * long enough for the caller's catch, its state update and the render that reads the message.
 */
export const UNSHOWN_BAD_REQUEST_MS = 300;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  declare readonly errors: FieldError[];
  readonly kind: ApiErrorKind;
  /** The server's own message, '' when it sent none (a dialog then shows its default copy). */
  readonly serverMessage: string;
  #shown = false;

  constructor(status: number, code: string, message: string, errors: FieldError[] = [], serverMessage = '') {
    super();
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.kind = kindOf(status);
    this.serverMessage = serverMessage;
    // Reading the message or the field errors is how a screen shows a refusal in place (errorMessageOf,
    // fieldErrorsOf, a form's setError): that marks it shown, so a 400 no screen read goes to the
    // global error component instead of vanishing (requirements R8).
    Object.defineProperties(this, {
      message: {
        get: () => {
          this.#shown = true;
          return message;
        },
        enumerable: false,
        configurable: true,
      },
      errors: {
        get: () => {
          this.#shown = true;
          return errors;
        },
        enumerable: true,
        configurable: true,
      },
    });
  }

  /** Whether a screen has read the refusal to show it (its message or field errors). */
  get shown(): boolean {
    return this.#shown;
  }

  /** For a screen that answers a refusal with copy of its own, without reading the message. */
  markShown(): void {
    this.#shown = true;
  }
}

function kindOf(status: number): ApiErrorKind {
  if (status === 0) return 'network';
  if (MAINTENANCE_STATUSES.has(status)) return 'maintenance';
  if (status === 400) return 'bad-request';
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status === 500) return 'server';
  return 'other';
}

export interface ApiHandlers {
  /** 307, 502, 503, 504: the platform is under maintenance. */
  maintenance(): void;
  /** 401 that a token refresh could not fix; the session is already cleared. */
  unauthorized(error: ApiError): void;
  /** 500: show the global error component. */
  serverError(error: ApiError): void;
  /** A 400 no screen showed in place: the global error component with the server's message (requirements R8). */
  badRequest(message: string): void;
  /** Any error response first hides the global error component (requirements R8). */
  errorResponse(): void;
}

const noHandlers: ApiHandlers = {
  maintenance: () => {},
  unauthorized: () => {},
  serverError: () => {},
  badRequest: () => {},
  errorResponse: () => {},
};
let handlers: ApiHandlers = noHandlers;

export function setApiHandlers(next: Partial<ApiHandlers>): () => void {
  handlers = { ...noHandlers, ...next };
  return () => {
    handlers = noHandlers;
  };
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body, or FormData sent as multipart; omitted entirely when undefined (empty-body endpoints). */
  body?: unknown;
  /** A token to send instead of the session's, e.g. the e-mail verification token of a link. */
  bearer?: string;
  /** Send no Authorization header at all (public calls requirements R7.1 says go without it, e.g. the DNI lookup). */
  skipAuth?: boolean;
  /** Extra headers of one endpoint, e.g. `token-change-password`. */
  headers?: Record<string, string>;
  /** Adds the `firebase-token` header when one is stored (login and register, requirements R7). */
  withFirebaseToken?: boolean;
  /** Skip the global handlers (maintenance, error dialog, login redirect): for fire-and-forget calls. */
  silent?: boolean;
  signal?: AbortSignal;
}

/** The brand is a setting; its slug names the app header (`invierteApp: webapp`). */
export const brandSlug: string = import.meta.env.VITE_BRAND_SLUG ?? 'invierte';

function buildHeaders(options: ApiRequestOptions, sessionToken: string | null): Headers {
  const headers = new Headers({
    [`${brandSlug}App`]: 'webapp',
    Accept: 'application/json',
    // Tunnel-bypass headers (requirements R7): harmless without a tunnel, needed behind one.
    'bypass-tunnel-reminder': 'true',
    'ngrok-skip-browser-warning': 'true',
  });
  const clientIP = localStorage.getItem(storageKeys.clientIP);
  if (clientIP) headers.set('clientIP', clientIP);
  const token = options.bearer ?? sessionToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // The browser sets a multipart Content-Type itself, boundary included.
  if (options.body !== undefined && !(options.body instanceof FormData))
    headers.set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  if (options.withFirebaseToken) {
    const firebaseToken = localStorage.getItem(storageKeys.firebaseToken);
    if (firebaseToken) headers.set('firebase-token', firebaseToken);
  }
  return headers;
}

function encodeBody(body: unknown): BodyInit | null {
  if (body === undefined) return null;
  return body instanceof FormData ? body : JSON.stringify(body);
}

async function send(
  path: string,
  options: ApiRequestOptions,
  sessionToken: string | null,
): Promise<Response> {
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers: buildHeaders(options, sessionToken),
      body: encodeBody(options.body),
      // A 307 means "maintenance" here (requirements R8), so it must not be followed silently.
      redirect: 'manual',
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_MESSAGE);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'error';
}

function toApiError(status: number, body: unknown): ApiError {
  if (isErrorEnvelope(body)) {
    return new ApiError(
      status,
      body.code,
      body.message || GENERIC_MESSAGE,
      body.errors ?? [],
      body.message || '',
    );
  }
  return new ApiError(
    status,
    status >= 500 || status === 307 ? 'SERVICE_UNAVAILABLE' : 'UNKNOWN_ERROR',
    GENERIC_MESSAGE,
  );
}

// One refresh at a time: parallel 401s wait for the same refresh instead of rotating the token twice.
let refreshing: Promise<boolean> | null = null;

/**
 * Renews the access token with the refresh token, sharing a refresh already under way; true when a
 * new token was saved. The live channel calls it when the server closes it on the token's expiry.
 */
export const refreshAccessToken = (): Promise<boolean> => refreshSession();

function refreshSession(): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return Promise.resolve(false);
  refreshing ??= (async () => {
    try {
      const { method, path } = identityEndpoints.refreshSession;
      const response = await send(path, { method, body: { refreshToken } }, null);
      if (!response.ok) return false;
      const body = (await readJson(response)) as { data?: SessionResponse } | undefined;
      if (!body?.data?.accessToken) return false;
      saveSession(body.data);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Calls the API and returns the envelope's `data`, or throws an `ApiError`. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const on = options.silent ? noHandlers : handlers;
  const sessionToken = options.bearer || options.skipAuth ? null : getAccessToken();
  let response = await send(path, options, sessionToken);

  // 401 with a session: refresh once and retry once; a request without a session token (login,
  // verification link) just reports the error to its caller.
  if (response.status === 401 && sessionToken) {
    if (await refreshSession()) {
      response = await send(path, options, getAccessToken());
    }
    if (response.status === 401) {
      const error = toApiError(401, await readJson(response));
      on.errorResponse();
      clearSession();
      on.unauthorized(error);
      throw error;
    }
  }

  // fetch reports a manual redirect as an opaque response with status 0.
  const status = response.type === 'opaqueredirect' ? 307 : response.status;
  const body = await readJson(response);
  if (status >= 200 && status < 300) {
    return (body as { data?: T } | undefined)?.data as T;
  }

  const error = toApiError(status, body);
  on.errorResponse();
  if (error.kind === 'maintenance') on.maintenance();
  else if (error.kind === 'server') on.serverError(error);
  else if (error.kind === 'bad-request') reportIfUnshown(error, on);
  throw error;
}

/** Once the caller had its chance to show the 400 in place, an unshown one goes to the global handler. */
function reportIfUnshown(error: ApiError, on: ApiHandlers): void {
  const text = error.serverMessage || GENERIC_MESSAGE;
  setTimeout(() => {
    if (!error.shown) on.badRequest(text);
  }, UNSHOWN_BAD_REQUEST_MS);
}

/**
 * Downloads a file the API sends as an attachment (the data-rights export), with the session's headers
 * and the same refresh-once on 401. Answers the bytes and the file name of `Content-Disposition`.
 */
export async function apiDownload(
  path: string,
  options: Pick<ApiRequestOptions, 'method' | 'body'> = {},
): Promise<{ blob: Blob; fileName: string }> {
  let response = await send(path, options, getAccessToken());
  if (response.status === 401 && (await refreshSession()))
    response = await send(path, options, getAccessToken());
  if (!response.ok) {
    const error = toApiError(response.status, await readJson(response));
    if (error.kind === 'server') handlers.serverError(error);
    throw error;
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'descarga';
  return { blob: await response.blob(), fileName };
}

/** Field errors of a 400 keyed by form field: `body.email` becomes `email`. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError)) return out;
  for (const { field, message } of error.errors) {
    const name = field.replace(/^(body|query|params)\./, '');
    out[name] ??= message;
  }
  return out;
}

export function errorMessageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_MESSAGE;
}
