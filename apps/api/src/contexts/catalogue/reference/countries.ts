import { createRequire } from 'node:module';
import type { CountryOption } from '@invierte/domain';
import countries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/es.json'));

let cached: CountryOption[] | null = null;

/** Every country with its Spanish name from a maintained list; Perú first, the rest alphabetical. */
export function listCountries(): CountryOption[] {
  if (cached) return cached;
  const names = countries.getNames('es', { select: 'official' });
  const all = Object.entries(names).map(([alpha2, name]) => ({
    id: countries.alpha2ToAlpha3(alpha2) ?? alpha2,
    alpha2,
    name,
  }));
  all.sort((a, b) => (a.id === 'PER' ? -1 : b.id === 'PER' ? 1 : a.name.localeCompare(b.name, 'es')));
  cached = all;
  return all;
}

/** A country's Spanish name from its ISO alpha-3 code (the onboarding's), or the code when unknown. */
export function countryName(id: string): string {
  return listCountries().find((c) => c.id === id)?.name ?? id;
}
