// In lib: registration and the onboarding's personal data both prefill from the DNI register.
import { errorCatalogue, identityEndpoints, type IdentityPerson } from '@invierte/domain';
import { ApiError } from '../api-client';
import { callEndpoint } from '../call-endpoint';

/** requirements R8: the lookup answers success false plus the message and the HTTP status as `code`. */
export type IdentityLookupResult =
  { success: true; data: IdentityPerson } | { success: false; error: string; code: number };

/**
 * POST /api/identity/user {dni, app}: names from the DNI register, already in title case. Requirements R7
 * sends it without the Authorization header. Never throws: any failure is a result to show.
 */
export async function lookupIdentity(dni: string): Promise<IdentityLookupResult> {
  try {
    const data = await callEndpoint(identityEndpoints.lookupPerson, {
      body: { dni, app: 'webapp' },
      skipAuth: true,
      silent: true,
    });
    return { success: true, data };
  } catch (error) {
    const code = error instanceof ApiError ? error.status : 0;
    // Only the two messages of requirements R8 are shown, whatever else went wrong.
    const message = code === 429 ? errorCatalogue.RATE_LIMITED.message : errorCatalogue.DNI_NOT_FOUND.message;
    return { success: false, error: message, code };
  }
}
