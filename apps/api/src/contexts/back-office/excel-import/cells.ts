import { moneyPatterns } from '@invierte/domain';
import Decimal from 'decimal.js';
import type { CellParser, CellResult } from './define-template.ts';

const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const bad = (reason: string): CellResult<never> => ({ ok: false, reason });

/** Lower case, no accents, single spaces: how headers and list values are compared. */
export const folded = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const textOf = (raw: unknown) => (raw instanceof Date ? raw.toISOString() : String(raw)).trim();

/** Free text up to `max` characters. */
export const text =
  ({ max }: { max: number }): CellParser<string> =>
  (raw) => {
    const value = textOf(raw);
    return value.length > max ? bad(`Escribe hasta ${max} caracteres.`) : ok(value);
  };

/**
 * A positive decimal with at most `scale` decimals, returned as a decimal string (never a float).
 * A number cell is read by its shortest representation (1500.5 → "1500.5"); a text cell must use a
 * point for decimals and no thousands separator, so "1,500" is never guessed.
 */
export const decimal =
  ({ scale, max }: { scale: number; max?: string }): CellParser<string> =>
  (raw) => {
    if (typeof raw === 'boolean' || raw instanceof Date)
      return bad('Escribe un número, por ejemplo 1500.50.');
    const value = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : raw.trim();
    if (/^\d+,\d+$/.test(value) || /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(value))
      return bad('Usa punto para los decimales y no separes los miles (por ejemplo 1500.50).');
    if (!moneyPatterns.decimal.test(value) && !/^-?\d+(\.\d+)?e[-+]?\d+$/i.test(value))
      return bad('Escribe un número, por ejemplo 1500.50.');
    const d = new Decimal(value);
    if (!d.isPositive() || d.isZero()) return bad('Debe ser mayor que cero.');
    if (d.decimalPlaces() > scale)
      return bad(scale === 0 ? 'Escribe un número entero.' : `Usa como máximo ${scale} decimales.`);
    if (max && d.greaterThan(max)) return bad(`Debe ser como máximo ${max}.`);
    return ok(d.toFixed(scale));
  };

const isoOf = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
};

/**
 * A calendar day as AAAA-MM-DD: an Excel date cell (its day as written, exceljs gives it at UTC
 * midnight) or text written AAAA-MM-DD or DD/MM/AAAA.
 */
export const day = (): CellParser<string> => (raw) => {
  const message = 'Escribe la fecha como DD/MM/AAAA o AAAA-MM-DD, o usa una celda de fecha.';
  if (raw instanceof Date) {
    if (Number.isNaN(raw.getTime())) return bad(message);
    // A date typed with a time rounds to its day as Excel shows it.
    return ok(new Date(raw.getTime() + 500).toISOString().slice(0, 10));
  }
  if (typeof raw !== 'string') return bad(message);
  const value = raw.trim();
  const a = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const b = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (!a && !b) return bad(message);
  const iso = a
    ? isoOf(Number(a[1]), Number(a[2]), Number(a[3]))
    : isoOf(Number(b?.[3]), Number(b?.[2]), Number(b?.[1]));
  return iso ? ok(iso) : bad('Esa fecha no existe en el calendario.');
};

/** One of a few words (case and accents ignored), returned as its key. */
export const oneOf =
  <K extends string>(labels: Record<K, string>): CellParser<K> =>
  (raw) => {
    const value = folded(textOf(raw));
    const found = (Object.keys(labels) as K[]).find((k) => folded(labels[k]) === value);
    return found
      ? ok(found)
      : bad(
          `Elige uno de: ${Object.values<string>(labels)
            .map((l) => `«${l}»`)
            .join(', ')}.`,
        );
  };
