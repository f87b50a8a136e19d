import { z } from 'zod';
import { fieldLabelAt } from './field-labels.ts';

/**
 * zod's fallback messages in Spanish, naming the field as the form shows it. Messages a schema
 * writes itself always win: zod consults this map only for issues that carry none. Nothing the
 * caller sent (values, unknown keys, patterns) is echoed back.
 */

type Issue = z.core.$ZodRawIssue;

/** Who the sentence is about, and how its verbs agree. */
interface Subject {
  /** "El campo «Correo electrónico»", "Este campo", "Los datos enviados". */
  name: string;
  plural: boolean;
  /** What to say when the value is missing altogether. */
  missing: string;
  /** The form's label, for a known field. */
  label?: string;
}

function subjectOf(path: ReadonlyArray<PropertyKey>): Subject {
  if (path.length === 0)
    return { name: 'Los datos enviados', plural: true, missing: 'Faltan los datos de la solicitud.' };
  const field = fieldLabelAt(path);
  if (!field) return { name: 'Este campo', plural: false, missing: 'Completa este campo.' };
  return {
    name: `El campo «${field.label}»`,
    plural: false,
    missing: field.prompt ?? `Completa el campo «${field.label}».`,
    label: field.label,
  };
}

const typeNames: Record<string, string> = {
  string: 'texto',
  number: 'un número',
  int: 'un número entero',
  bigint: 'un número entero',
  boolean: 'verdadero o falso',
  date: 'una fecha',
  array: 'una lista',
  tuple: 'una lista',
  set: 'una lista',
  object: 'un objeto JSON',
  record: 'un objeto JSON',
  map: 'un objeto JSON',
  file: 'un archivo',
  null: 'nulo',
};

const formatNames: Record<string, string> = {
  email: 'un correo electrónico válido',
  url: 'una dirección web válida',
  uuid: 'un identificador válido',
  guid: 'un identificador válido',
  datetime: 'una fecha y hora válidas',
  date: 'una fecha válida',
  time: 'una hora válida',
};

const plural = (count: number | bigint, one: string, many: string) =>
  `${count} ${Number(count) === 1 ? one : many}`;

function describe(issue: Issue, s: Subject): string {
  const must = s.plural ? 'deben' : 'debe';
  const invalid = s.plural ? 'no son válidos' : 'no es válido';
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.expected === 'nonoptional') return s.missing;
      const type = typeNames[issue.expected];
      return type ? `${s.name} ${must} ser ${type}.` : `${s.name} ${invalid}.`;
    }
    case 'too_small': {
      const { minimum, inclusive, exact, origin } = issue;
      if (origin === 'string') {
        if (Number(minimum) <= 1 && inclusive !== false && !exact) return s.missing;
        const n = plural(minimum, 'carácter', 'caracteres');
        return `${s.name} ${must} tener ${exact ? 'exactamente' : 'al menos'} ${n}.`;
      }
      if (origin === 'array' || origin === 'set') {
        const n = plural(minimum, 'elemento', 'elementos');
        return `${s.name} ${must} tener ${exact ? 'exactamente' : 'al menos'} ${n}.`;
      }
      if (origin === 'number' || origin === 'int' || origin === 'bigint')
        return `${s.name} ${must} ser mayor ${inclusive ? 'o igual ' : ''}que ${minimum}.`;
      if (origin === 'file') return 'El archivo está vacío o es demasiado pequeño.';
      return `${s.name} ${invalid}.`;
    }
    case 'too_big': {
      const { maximum, inclusive, exact, origin } = issue;
      if (origin === 'string') {
        const n = plural(maximum, 'carácter', 'caracteres');
        return `${s.name} ${must} tener ${exact ? 'exactamente' : 'como máximo'} ${n}.`;
      }
      if (origin === 'array' || origin === 'set') {
        const n = plural(maximum, 'elemento', 'elementos');
        return `${s.name} ${must} tener ${exact ? 'exactamente' : 'como máximo'} ${n}.`;
      }
      if (origin === 'number' || origin === 'int' || origin === 'bigint')
        return `${s.name} ${must} ser menor ${inclusive ? 'o igual ' : ''}que ${maximum}.`;
      if (origin === 'file') return 'El archivo es demasiado grande.';
      return `${s.name} ${invalid}.`;
    }
    case 'invalid_format': {
      const format = formatNames[issue.format];
      return format ? `${s.name} ${must} ser ${format}.` : `${s.name} no tiene un formato válido.`;
    }
    case 'not_multiple_of':
      return `${s.name} ${must} ser múltiplo de ${issue.divisor}.`;
    case 'unrecognized_keys':
      // The unknown keys are the caller's text: name none of them.
      return 'Se enviaron datos que no corresponden a esta solicitud.';
    case 'invalid_value':
      // A choice among several (a select in the form); a single allowed value is just wrong.
      if (issue.values.length > 1 && !s.plural)
        return s.label ? `Selecciona una opción válida en «${s.label}».` : 'Selecciona una opción válida.';
      return `${s.name} ${invalid}.`;
    case 'invalid_key':
    case 'invalid_element':
      return `${s.name} ${s.plural ? 'contienen' : 'contiene'} datos no válidos.`;
    default:
      return `${s.name} ${invalid}.`;
  }
}

/** The error map itself (also usable per parse: `schema.safeParse(x, { error: spanishErrorMap })`). */
export const spanishErrorMap: z.core.$ZodErrorMap = (issue) => describe(issue, subjectOf(issue.path ?? []));

/** Makes the Spanish map zod's global fallback; call once at start (API, web). Idempotent. */
export function installSpanishErrors(): void {
  z.config({ customError: spanishErrorMap });
}
