/** Spanish connectors kept lower-case inside a name ("María del Pilar de la Cruz"). */
const CONNECTORS = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'e']);

/**
 * Title case for people's names as registers return them in capitals (requirements R2: the DNI lookup fills
 * names in title case). Accents are kept; connectors stay lower-case except as the first word.
 */
export function toTitleCase(text: string): string {
  return text
    .trim()
    .toLocaleLowerCase('es-PE')
    .split(/\s+/)
    .filter(Boolean)
    .map((word, i) =>
      i > 0 && CONNECTORS.has(word) ? word : word.charAt(0).toLocaleUpperCase('es-PE') + word.slice(1),
    )
    .join(' ');
}
