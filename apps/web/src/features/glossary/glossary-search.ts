import type { GlossaryTerm } from './glossary-terms';

/** Lower case without accents, so "credito" finds "crédito" (ñ is kept: it is a letter of its own). */
export const foldForSearch = (text: string): string =>
  text
    .toLocaleLowerCase('es')
    .normalize('NFD')
    .replace(/(?!\u0303)[\u0300-\u036f]/g, '')
    .normalize('NFC');

/** Terms in Spanish alphabetical order whose name or definition contains the query. */
export function searchGlossary(terms: readonly GlossaryTerm[], query: string): GlossaryTerm[] {
  const needle = foldForSearch(query.trim());
  return terms
    .filter(
      (entry) =>
        !needle ||
        foldForSearch(entry.term).includes(needle) ||
        foldForSearch(entry.definition).includes(needle),
    )
    .sort((a, b) => a.term.localeCompare(b.term, 'es'));
}
