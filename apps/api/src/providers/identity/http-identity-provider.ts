import { IdentityRateLimitedError, type IdentityProvider } from './identity-provider.ts';

/**
 * A DNI lookup service over HTTP: `GET {baseUrl}/dni/{dni}` with a bearer token, answering
 * `{ nombres, apellidoPaterno, apellidoMaterno }` (the shape Peruvian RENIEC resellers use).
 */
export function createHttpIdentityProvider(
  baseUrl: string,
  token: string,
  timeoutMs = 5000,
): IdentityProvider {
  return {
    name: 'http',
    async lookupDni(dni) {
      const res = await fetch(`${baseUrl.replace(/\/$/, '')}/dni/${encodeURIComponent(dni)}`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status === 404 || res.status === 422) return null;
      if (res.status === 429) throw new IdentityRateLimitedError('identity provider rate limit');
      if (!res.ok) throw new Error(`identity provider answered ${res.status}`);
      const body = (await res.json()) as {
        nombres?: string;
        apellidoPaterno?: string;
        apellidoMaterno?: string;
      };
      if (!body.nombres || !body.apellidoPaterno) return null;
      return {
        names: body.nombres,
        lastName: body.apellidoPaterno,
        secondLastName: body.apellidoMaterno ?? '',
      };
    },
  };
}
