import { readFileSync } from 'node:fs';
import { apiFile } from '../../shared/api-root.ts';
import type { IdentityProvider, RegisteredPerson } from './identity-provider.ts';

const sandboxFile = apiFile('src/db/seed-data/identity-sandbox.csv');

/** Zero-setup default: answers from the register of test people shipped in seed-data. */
export function createSandboxIdentityProvider(file = sandboxFile): IdentityProvider {
  const people = new Map<string, RegisteredPerson>();
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    const [dni, names, lastName, secondLastName] = line.trim().split(',');
    if (dni && names && lastName) people.set(dni, { names, lastName, secondLastName: secondLastName ?? '' });
  }
  return { name: 'sandbox', lookupDni: async (dni) => people.get(dni) ?? null };
}
