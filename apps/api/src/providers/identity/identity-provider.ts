export interface RegisteredPerson {
  /** As the register returns them (usually capitals); the use case applies title case. */
  names: string;
  lastName: string;
  secondLastName: string;
}

/** Looks a DNI up in the national register (RENIEC through a provider). Null: no such DNI. */
export interface IdentityProvider {
  readonly name: 'sandbox' | 'http';
  lookupDni(dni: string): Promise<RegisteredPerson | null>;
}

/** The provider refused because we asked too often; the API answers 429 with requirements R8's message. */
export class IdentityRateLimitedError extends Error {}
