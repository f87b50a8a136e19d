import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import * as domain from './index.ts';
import { calculatorRegisterRequest } from './simulator/contracts.ts';
import { messages } from './validation.ts';
import { installSpanishErrors, spanishErrorMap } from './spanish-errors.ts';

/** English a person must never read: zod's own wording and HTTP jargon. */
const english =
  /\b(expected|received|invalid|must|required|route|not found|body|should|unexpected|string|number|object|array|input|too (big|small))\b/i;

beforeAll(() => installSpanishErrors());

function messageFor(schema: z.ZodType, input: unknown, path: string): string | undefined {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues.find((i) => i.path.join('.') === path)?.message;
}

describe('the Spanish map names the field as the form labels it', () => {
  const form = z.object({
    email: z.string(),
    secondLastName: z.string(),
    comment: z.string().max(3),
    months: z.number().int().min(1),
    currency: z.enum(['PEN', 'USD']),
    source: z.literal('webapp'),
    productId: z.uuid(),
    mystery: z.string(),
    answerKey: z.string().min(1),
  });
  const good = {
    email: 'a@b.pe',
    secondLastName: 'Gómez',
    comment: 'ok',
    months: 3,
    currency: 'PEN',
    source: 'webapp',
    productId: '00000000-0000-4000-8000-000000000000',
    mystery: 'x',
    answerKey: 'a',
  };
  it.each([
    ['a missing field with its own prompt', { email: undefined }, 'email', 'Ingresa tu correo electrónico.'],
    [
      'a missing field without one',
      { secondLastName: undefined },
      'secondLastName',
      'Completa el campo «Apellido materno».',
    ],
    ['a wrong type', { email: 12 }, 'email', 'El campo «Correo electrónico» debe ser texto.'],
    ['an unknown field', { mystery: 3 }, 'mystery', 'Este campo debe ser texto.'],
    [
      'text too long',
      { comment: 'abcd' },
      'comment',
      'El campo «Comentario» debe tener como máximo 3 caracteres.',
    ],
    ['an empty text', { answerKey: '' }, 'answerKey', 'Selecciona una respuesta.'],
    ['a number too small', { months: 0 }, 'months', 'El campo «Plazo» debe ser mayor o igual que 1.'],
    ['a fraction', { months: 1.5 }, 'months', 'El campo «Plazo» debe ser un número entero.'],
    [
      'an option outside a choice',
      { currency: 'EUR' },
      'currency',
      'Selecciona una opción válida en «Moneda».',
    ],
    ['a wrong fixed value', { source: 'bot' }, 'source', 'El campo «Origen» no es válido.'],
    [
      'a malformed identifier',
      { productId: 'x' },
      'productId',
      'El campo «Producto» debe ser un identificador válido.',
    ],
  ])('%s', (_case, patch, path, message) => {
    expect(messageFor(form, { ...good, ...patch }, path)).toBe(message);
  });

  it('says what the whole request should be when it is not an object', () => {
    expect(messageFor(form, null, '')).toBe('Los datos enviados deben ser un objeto JSON.');
    expect(messageFor(form, undefined, '')).toBe('Faltan los datos de la solicitud.');
  });

  it('never echoes keys or values the caller sent', () => {
    const message = messageFor(z.strictObject({}), { '<script>expected</script>': 1 }, '');
    expect(message).toBe('Se enviaron datos que no corresponden a esta solicitud.');
  });

  it('works per parse without the global install', () => {
    const result = z.object({ email: z.string() }).safeParse({}, { error: spanishErrorMap });
    expect(result.error?.issues[0]?.message).toBe('Ingresa tu correo electrónico.');
  });
});

describe('messages the schemas write themselves', () => {
  it('stay exactly as written', () => {
    const bad = {
      documentType: 'X',
      documentNumber: '',
      name: '1',
      lastName: '',
      email: 'no',
      password: 'short',
      confirmPassword: 'other',
      acceptTerms: false,
      acceptPrivacy: false,
    };
    const result = domain.registerRequest.safeParse(bad);
    // The first message per field is the one a form shows.
    const byPath: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) byPath[issue.path.join('.')] ??= issue.message;
    expect(byPath).toMatchObject({
      documentType: messages.documentType,
      documentNumber: messages.required,
      name: messages.lettersOnly,
      lastName: messages.required,
      email: messages.email,
      password: messages.password,
      acceptTerms: messages.acceptTerms,
      acceptPrivacy: messages.acceptPrivacy,
    });
    expect(messageFor(calculatorRegisterRequest, { amount: '0' }, 'amount')).toBe(
      'El monto debe ser mayor que cero.',
    );
  });
});

describe('every request schema of the domain, fed malformed input', () => {
  const requests = Object.entries(domain as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodType] =>
      /(Request|Query|Params|Fields)$/.test(entry[0]) && entry[1] instanceof z.ZodType,
  );
  const bad: unknown[] = [
    null,
    undefined,
    [],
    'texto',
    42,
    {},
    { email: 1, password: {}, dni: [], id: null, amount: 'NaN', months: -1, unknownKey: true },
    Object.fromEntries(
      ['email', 'name', 'comment', 'reason', 'refreshToken', 'idToken', 'answerKey', 'slug', 'id'].map(
        (k) => [k, 'x'.repeat(5000)],
      ),
    ),
  ];

  it('covers the request contracts', () => {
    expect(requests.length).toBeGreaterThan(12);
  });

  it('answers only in Spanish', () => {
    const english_: string[] = [];
    for (const [name, schema] of requests)
      for (const input of bad) {
        const result = schema.safeParse(input);
        for (const issue of result.error?.issues ?? [])
          if (english.test(issue.message) || issue.message.length === 0)
            english_.push(`${name} ${JSON.stringify(input)?.slice(0, 40)}: ${issue.message}`);
      }
    expect(english_).toEqual([]);
  });
});
