import type { LinkingParameters } from '@invierte/domain';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { ReactNode } from 'react';
import type { z } from 'zod';

/**
 * A declarative form over one of the shared part schemas (contracts/onboarding-parts.ts): a screen
 * lists the fields it shows; this module turns them into defaults, a resolver over the schema and the
 * body to send. The onboarding's step-1 screens and the profile's sections are both declared this way.
 * `C` is what a custom field may read besides the values (each form's own context).
 */

export type FormValues = Record<string, unknown>;
export type ListGroup = keyof LinkingParameters;
export interface Option {
  key: string;
  text: string;
}

interface FieldBase {
  /** Shown only while this holds; a hidden field is left out of validation and of the saved body. */
  when?: (values: FormValues) => boolean;
  /** Half width from sm up (two fields per row). */
  half?: boolean;
}

export type FieldSpec<C = unknown> = FieldBase &
  (
    | {
        kind: 'text';
        name: string;
        label: string;
        helper?: string;
        inputMode?: 'numeric' | 'decimal' | 'tel' | 'text';
        maxLength?: number;
        /** Keeps only the characters the field admits (digits, amount). */
        filter?: (text: string) => string;
        autoComplete?: string;
      }
    | { kind: 'select'; name: string; label: string; options: ListGroup | readonly Option[] }
    | { kind: 'country'; name: string; label: string }
    | {
        kind: 'place';
        /** The country field that decides between the ubigeo cascade (Peru) and a free city. */
        countryField: string;
        districtField: string;
        cityField: string;
        cityLabel: string;
      }
    | { kind: 'date'; name: string; label: string; adultsOnly?: boolean }
    | { kind: 'yesno'; name: string; label: string }
    | {
        kind: 'choice';
        name: string;
        label: string;
        options: readonly { value: string; label: string; hint?: string }[];
      }
    | { kind: 'accept'; name: string; label: string }
    | { kind: 'relatives'; name: string }
    | {
        kind: 'identity';
        /** '' for the investor's own fields, 'owner' for the owner of the money, etc. */
        prefix: string;
        /** Prefill the names from the DNI register and lock them when found. */
        dniLookup: boolean;
      }
    | {
        kind: 'upload';
        /** Holds the uploaded file's id; the name shown sits beside it, form-only (UI_ONLY). */
        name: string;
        label: string;
        helper?: string;
        /** Sends the chosen file at once; answers the id the part names and the name to show. */
        upload: (file: File, context: C) => Promise<{ id: string; fileName: string }>;
      }
    | { kind: 'section'; title: string; text?: string }
    | { kind: 'custom'; key: string; render: (values: FormValues, context: C) => ReactNode }
  );

/** Form-only fields (the cascade's department and province) carry this mark and are never sent. */
export const UI_ONLY = '__';

export const joinPath = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

export function getPath(values: FormValues, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function unsetPath(values: FormValues, path: string): void {
  const keys = path.split('.');
  const last = keys.pop();
  let current: unknown = values;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return;
    current = (current as Record<string, unknown>)[key];
  }
  if (last && current && typeof current === 'object') delete (current as Record<string, unknown>)[last];
}

/** The names a field spec writes, for hiding and for placing the server's field errors. */
export function namesOf(field: FieldSpec<never>): string[] {
  switch (field.kind) {
    case 'place':
      return [field.districtField, field.cityField];
    case 'identity':
      return ['documentType', 'documentNumber', 'name', 'lastName', 'secondLastName'].map((n) =>
        joinPath(field.prefix, n),
      );
    case 'section':
    case 'custom':
      return [];
    default:
      return [field.name];
  }
}

/** Deep copy where '' means "not given" (optional schema fields admit undefined, never ''). */
function blankToUndefined(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  if (Array.isArray(value)) return value.map(blankToUndefined);
  if (value && typeof value === 'object') {
    const out: FormValues = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes(UI_ONLY)) continue;
      out[key] = blankToUndefined(inner);
    }
    return out;
  }
  return typeof value === 'string' ? value.trim() || undefined : value;
}

/** What the schema sees: hidden fields dropped (an identity block hides its whole object), blanks unset. */
export function visibleValues(values: FormValues, fields: readonly FieldSpec<never>[]): FormValues {
  const out = blankToUndefined(values) as FormValues;
  for (const field of fields) {
    if (!field.when || field.when(values)) continue;
    if (field.kind === 'identity' && field.prefix) unsetPath(out, field.prefix);
    else for (const name of namesOf(field)) unsetPath(out, name);
  }
  // A place abroad sends its city, in Peru its district.
  for (const field of fields) {
    if (field.kind !== 'place') continue;
    const peru = getPath(values, field.countryField) === 'PER';
    unsetPath(out, peru ? field.cityField : field.districtField);
  }
  return out;
}

/** react-hook-form's resolver over the part's shared schema, so the Spanish messages are the API's. */
export function partResolver(
  schema: z.ZodType,
  fields: readonly FieldSpec<never>[],
  check: (values: FormValues) => { field: string; message: string } | null,
): Resolver<FormValues> {
  return (values, _context, options) => {
    const result = schema.safeParse(visibleValues(values, fields));
    const flat: Record<string, FieldError> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = issue.path.join('.');
        flat[path] ??= { type: issue.code, message: issue.message };
      }
    }
    const extra = check(values);
    if (extra) flat[extra.field] ??= { type: 'check', message: extra.message };
    if (result.success && !extra) return { values: result.data as FormValues, errors: {} };
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
  };
}

/** Empty values of every field, so each input is controlled from the first render. */
export function emptyValues(fields: readonly FieldSpec<never>[]): FormValues {
  const out: FormValues = {};
  const put = (path: string, value: unknown) => {
    const keys = path.split('.');
    let target = out;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as FormValues;
    target[keys.at(-1) as string] = value;
  };
  for (const field of fields) {
    switch (field.kind) {
      case 'identity':
        put(joinPath(field.prefix, 'documentType'), 'DNI');
        for (const n of ['documentNumber', 'name', 'lastName', 'secondLastName'])
          put(joinPath(field.prefix, n), '');
        break;
      case 'place':
        put(field.districtField, '');
        put(field.cityField, '');
        put(`${field.districtField}${UI_ONLY}dep`, '');
        put(`${field.districtField}${UI_ONLY}prov`, '');
        break;
      case 'country':
        put(field.name, 'PER');
        break;
      case 'yesno':
      case 'choice':
        put(field.name, null);
        break;
      case 'accept':
        put(field.name, false);
        break;
      case 'relatives':
        put(field.name, []);
        break;
      case 'section':
      case 'custom':
        break;
      default:
        put(field.name, '');
    }
  }
  return out;
}

/** Merges layers of values (later wins), recursing into objects so a saved part keeps untouched defaults. */
export function mergeValues(...layers: (FormValues | undefined)[]): FormValues {
  const out: FormValues = {};
  for (const layer of layers) {
    if (!layer) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined) continue;
      const current = out[key];
      out[key] =
        value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
          ? mergeValues(current as FormValues, value as FormValues)
          : value;
    }
  }
  return out;
}

/** Derives the cascade's department and province from a saved INEI district code (2 + 2 + 2 digits). */
export function withPlaceParents(values: FormValues, fields: readonly FieldSpec<never>[]): FormValues {
  const out = { ...values };
  for (const field of fields) {
    if (field.kind !== 'place') continue;
    const district = getPath(values, field.districtField);
    if (typeof district !== 'string' || !/^\d{6}$/.test(district)) continue;
    const dep = `${field.districtField}${UI_ONLY}dep`;
    const prov = `${field.districtField}${UI_ONLY}prov`;
    out[dep] = (values[dep] as string | undefined) || district.slice(0, 2);
    out[prov] = (values[prov] as string | undefined) || district.slice(0, 4);
  }
  return out;
}
