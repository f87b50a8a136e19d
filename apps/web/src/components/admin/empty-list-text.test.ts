import { expect, it } from 'vitest';
import { emptyListText } from './empty-list-text';

const words = { none: 'Aún no hay partícipes.', noMatch: 'Ningún partícipe coincide con' };

it('speaks of the search only when one was typed, and of the filters only when one is set', () => {
  expect(emptyListText(words, { search: false, filters: false })).toBe('Aún no hay partícipes.');
  expect(emptyListText(words, { search: true, filters: false })).toBe(
    'Ningún partícipe coincide con la búsqueda.',
  );
  expect(emptyListText(words, { search: false, filters: true })).toBe(
    'Ningún partícipe coincide con los filtros.',
  );
  expect(emptyListText(words, { search: true, filters: true })).toBe(
    'Ningún partícipe coincide con la búsqueda y los filtros.',
  );
});
