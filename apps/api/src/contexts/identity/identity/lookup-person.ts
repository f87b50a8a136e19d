import { DomainError, toTitleCase, type IdentityPerson } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { IdentityRateLimitedError } from '../../../providers/identity/identity-provider.ts';

/** Per DNI, whatever the address asking: the register is not a directory to crawl. */
const PER_DNI = { max: 5, windowMs: 10 * 60_000 };

/** Fills the registration names from the DNI register, in title case (requirements R2, R8). */
export async function lookupPerson(ctx: AppContext, dni: string): Promise<IdentityPerson> {
  if (!(await ctx.limiter.hit(`identity:${dni}`, PER_DNI.max, PER_DNI.windowMs)))
    throw new DomainError('RATE_LIMITED');
  let person;
  try {
    person = await ctx.identity.lookupDni(dni);
  } catch (error) {
    if (error instanceof IdentityRateLimitedError) throw new DomainError('RATE_LIMITED');
    throw error;
  }
  if (!person) throw new DomainError('DNI_NOT_FOUND');
  return {
    name: toTitleCase(person.names),
    lastName: toTitleCase(person.lastName),
    secondLastName: toTitleCase(person.secondLastName),
  };
}
