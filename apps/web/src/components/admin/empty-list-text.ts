/**
 * What an empty back-office list says: that there is nothing yet, or that nothing matches what the
 * administrator typed or chose — never a search no one typed.
 */
export function emptyListText(
  words: {
    /** The list has nothing at all: "Aún no hay partícipes." */
    none: string;
    /** The start of the no-match sentence: "Ningún partícipe coincide con". */
    noMatch: string;
  },
  by: { search: boolean; filters: boolean },
): string {
  if (by.search && by.filters) return `${words.noMatch} la búsqueda y los filtros.`;
  if (by.search) return `${words.noMatch} la búsqueda.`;
  if (by.filters) return `${words.noMatch} los filtros.`;
  return words.none;
}
