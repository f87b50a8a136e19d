import { expect, it } from 'vitest';
import { limaDate, limaDateAndTime, limaDateTime, peruvianDate } from './peru-dates';

// 8 May, 5:05 p. m. in Lima and 28 November: es-PE's short style wrote "8/05/26" and "28/11/26".
const may = '2026-05-08T22:05:00.000Z';
const november = '2026-11-28T14:30:00.000Z';

it('writes every day as dd/mm/yyyy with the day zero-padded, business day or instant alike', () => {
  expect(peruvianDate('2026-05-08')).toBe('08/05/2026');
  expect(limaDate(may)).toBe('08/05/2026');
  expect(limaDate(november)).toBe('28/11/2026');
  expect(limaDateTime(may)).toMatch(/^08\/05\/2026, 5:05\sp\.\sm\.$/);
  expect(limaDateTime(november)).toMatch(/^28\/11\/2026, 9:30\sa\.\sm\.$/);
  expect(limaDateAndTime(may).date).toBe('08/05/2026');
});

it('reads an instant on its Lima day, not its UTC day', () => {
  // 02:00 UTC on 9 May is still 8 May, 9 p. m., in Lima.
  expect(limaDate('2026-05-09T02:00:00.000Z')).toBe('08/05/2026');
});
