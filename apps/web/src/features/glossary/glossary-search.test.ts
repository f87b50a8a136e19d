import { describe, expect, it } from 'vitest';
import { foldForSearch, searchGlossary } from './glossary-search';
import { glossaryTerms } from './glossary-terms';

describe('glossary', () => {
  it('has at least 25 distinct terms and lists them in Spanish alphabetical order', () => {
    const names = searchGlossary(glossaryTerms, '').map((t) => t.term);
    expect(names.length).toBeGreaterThanOrEqual(25);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    for (const required of ['Cuota', 'Valor cuota', 'Rescate', 'Factoring', 'TEA (Tasa Efectiva Anual)'])
      expect(names).toContain(required);
  });

  it('finds terms without accents and in any case, by name or definition', () => {
    expect(searchGlossary(glossaryTerms, 'particip').map((t) => t.term)).toContain('Partícipe');
    expect(searchGlossary(glossaryTerms, 'SUSCRIPCION').map((t) => t.term)).toContain('Suscripción');
    expect(searchGlossary(glossaryTerms, 'facturas por cobrar').map((t) => t.term)).toEqual(['Factoring']);
    expect(searchGlossary(glossaryTerms, 'zzz')).toEqual([]);
  });

  it('keeps ñ as its own letter', () => {
    expect(foldForSearch('Añó')).toBe('año');
  });
});
