import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IdentityProvider, RegisteredPerson } from './identity-provider.ts';

const sandboxFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../db/seed-data/identity-sandbox.csv',
);

/** Zero-setup default: answers from the register of test people shipped in seed-data. */
export function createSandboxIdentityProvider(file = sandboxFile): IdentityProvider {
  const people = new Map<string, RegisteredPerson>();
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    const [dni, names, lastName, secondLastName] = line.trim().split(',');
    if (dni && names && lastName) people.set(dni, { names, lastName, secondLastName: secondLastName ?? '' });
  }
  return { name: 'sandbox', lookupDni: async (dni) => people.get(dni) ?? null };
}
