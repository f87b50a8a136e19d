import { expect, it } from 'vitest';
import { axisMoney, longDateLabel, shortDateLabel } from './chart-labels';

it('names days and months in Spanish, short on the axis and long in the tooltip', () => {
  expect(shortDateLabel('2026-11-24', 'day')).toBe('24 nov');
  expect(shortDateLabel('2026-09-30', 'month')).toBe('set 26');
  expect(shortDateLabel('2026-01', 'month')).toBe('ene 26');
  expect(longDateLabel('2026-11-04')).toBe('4 de noviembre de 2026');
  expect(longDateLabel('2026-09')).toBe('setiembre de 2026');
});

it('keeps axis amounts short with the project’s money format', () => {
  const soles = axisMoney('PEN');
  expect(soles(0)).toBe('S/\u00a00');
  expect(soles(1320.4)).toBe('S/\u00a01,320');
  expect(soles(9999)).toBe('S/\u00a09,999');
  expect(soles(250_000)).toBe('S/\u00a0250 mil');
  expect(soles(12_500)).toBe('S/\u00a012.5 mil');
  expect(soles(1_500_000)).toBe('S/\u00a01.5 M');
  expect(soles(2_000_000_000)).toBe('S/\u00a02,000 M');
  expect(axisMoney('USD')(-20_000)).toBe('-$\u00a020 mil');
});
