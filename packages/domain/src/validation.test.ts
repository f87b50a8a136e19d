import { describe, expect, it } from 'vitest';
import {
  documentNumberError,
  documentNumberMaxLength,
  documentTypes,
  emailSchema,
  isValidEmail,
  isValidPassword,
  messages,
  passwordSchema,
  patterns,
  personNameSchema,
  type DocumentType,
} from './validation.ts';

describe('isValidEmail', () => {
  it.each([
    'usuario@dominio.com',
    'Usuario.Apellido@Dominio.COM',
    'user+tag@example.pe',
    'a_b-c@sub.example.com',
    'user@a.b.c.pe', // 4 segments, the maximum
    "o'neil@example.com",
    'x@mi-empresa.com.pe',
    '123@456.com',
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no @', 'usuario.dominio.com'],
    ['two @', 'a@b@c.com'],
    ['double @', 'a@@c.com'],
    ['empty local part', '@dominio.com'],
    ['empty domain', 'usuario@'],
    ['5 domain segments', 'user@a.b.c.d.pe'],
    ['single domain segment', 'usuario@localhost'],
    ['empty middle segment', 'user@dominio..com'],
    ['empty first segment', 'user@.dominio.com'],
    ['empty last segment', 'user@dominio.com.'],
    ['space inside', 'usu ario@dominio.com'],
    ['leading space', ' usuario@dominio.com'],
    ['trailing space', 'usuario@dominio.com '],
    ['tab', 'usuario@dominio.com\t'],
    ['local starts with dot', '.user@dominio.com'],
    ['local ends with dot', 'user.@dominio.com'],
    ['local with two dots', 'us..er@dominio.com'],
    ['segment starts with hyphen', 'user@-dominio.com'],
    ['segment ends with hyphen', 'user@dominio-.com'],
    ['one-letter TLD', 'user@dominio.c'],
    ['numeric TLD', 'user@dominio.123'],
    ['underscore in domain', 'user@do_minio.com'],
    ['comma', 'user@dominio,com'],
    ['too long', `${'a'.repeat(250)}@x.com`],
  ])('rejects %s: %j', (_label, email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('emailSchema', () => {
  it.each([
    ['  Usuario@Dominio.COM  ', 'usuario@dominio.com'],
    ['a@b.pe', 'a@b.pe'],
  ])('%j -> %j', (input, expected) => {
    expect(emailSchema.parse(input)).toBe(expected);
  });

  it.each([
    ['', messages.required],
    ['   ', messages.required],
    ['a@b', messages.email],
    [42, messages.required],
  ])('%j fails with %j', (input, message) => {
    const result = emailSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('isValidPassword', () => {
  it.each([
    ['8 chars (minimum)', 'Abcdef12'],
    ['30 chars (maximum)', `Ab1${'x'.repeat(27)}`],
    ['with spaces', 'Mi Clave 123'],
    ['with allowed symbols', 'Clave#2024!?'],
    ['with accents and ñ', 'Ñandú123'],
    ['with inverted marks', '¿Clave1¡x'],
    ['lowercase accent only', 'ABCDEFá1'],
  ])('accepts %s', (_label, password) => {
    expect(isValidPassword(password)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['7 chars', 'Abcde12'],
    ['31 chars', `Ab1${'x'.repeat(28)}`],
    ['no uppercase', 'abcdef12'],
    ['no lowercase', 'ABCDEF12'],
    ['no digit', 'Abcdefgh'],
    ['only digits', '12345678'],
    ['with <', 'Abcdef12<'],
    ['with >', 'Abcdef12>'],
    ['with quote', 'Abcdef12"'],
    ['with backslash', 'Abcdef12\\'],
    ['with emoji', 'Abcdef12😀'],
    ['with tab', 'Abcdef12\t'],
    ['with newline', 'Abcdef12\n'],
    ['with Cyrillic letter', 'Abcdef12ж'],
  ])('rejects %s', (_label, password) => {
    expect(isValidPassword(password)).toBe(false);
  });
});

describe('passwordSchema', () => {
  it.each([
    ['', messages.required],
    ['abc', messages.password],
    [undefined, messages.required],
  ])('%j fails with %j', (input, message) => {
    const result = passwordSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('keeps spaces as typed', () => {
    expect(passwordSchema.parse(' Clave123 ')).toBe(' Clave123 ');
  });
});

describe('patterns', () => {
  it.each<[keyof typeof patterns, string, boolean]>([
    ['digits', '0123456789', true],
    ['digits', '12a', false],
    ['digits', '1.5', false],
    ['digits', '', false],
    ['digits', ' 12', false],
    ['letters', 'José María', true],
    ['letters', 'Ñuñez Ávila', true],
    ['letters', 'Müller', true],
    ['letters', 'Jose1', false],
    ['letters', "O'Neil", false],
    ['letters', 'Ana-María', false],
    ['letters', '', false],
    ['personName', 'José María', true],
    ['personName', "O'Neil", true],
    ['personName', 'Ana-María', true],
    ['personName', 'Ana - María', false],
    ['personName', ' Ana', false],
    ['personName', '', false],
    ['identifier', 'user_name.01-x', true],
    ['identifier', 'user name', false],
    ['identifier', 'user@name', false],
    ['identifier', 'josé', false],
    ['identifier', '', false],
  ])('%s %j -> %s', (name, value, expected) => {
    expect(patterns[name].test(value)).toBe(expected);
  });
});

describe('personNameSchema', () => {
  it.each([
    ['  José  ', 'José'],
    ['María del Carmen', 'María del Carmen'],
    ['Vargas-Villanueva', 'Vargas-Villanueva'],
    ["D'Angelo", "D'Angelo"],
    ['O’Higgins', 'O’Higgins'],
  ])('%j -> %j', (input, expected) => {
    expect(personNameSchema.parse(input)).toBe(expected);
  });

  it.each([
    ['', messages.required],
    ['  ', messages.required],
    ['Jose2', messages.lettersOnly],
    ['-Vargas', messages.lettersOnly],
    ['Vargas-', messages.lettersOnly],
    ['Vargas--Villanueva', messages.lettersOnly],
    ["Vargas '", messages.lettersOnly],
    ['Ana_María', messages.lettersOnly],
    ['a'.repeat(61), 'Máximo 60 caracteres.'],
  ])('%j fails with %j', (input, message) => {
    expect(personNameSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe('documentNumberError', () => {
  const dniMessage = 'El DNI debe tener exactamente 8 dígitos.';
  const passportMessage = 'El pasaporte admite hasta 12 letras o números.';
  const cardMessage = 'El carné de extranjería admite hasta 12 letras o números.';
  const otherMessage = 'El documento admite hasta 15 letras o números.';

  it.each<[DocumentType, string, string | null]>([
    ['DNI', '12345678', null],
    ['DNI', '00000001', null],
    ['DNI', '1234567', dniMessage],
    ['DNI', '123456789', dniMessage],
    ['DNI', '1234567A', dniMessage],
    ['DNI', 'ABCDEFGH', dniMessage],
    ['DNI', '1234 5678', dniMessage],
    ['DNI', ' 12345678', dniMessage],
    ['DNI', '', dniMessage],
    ['PASAPORTE', 'A', null],
    ['PASAPORTE', 'AB1234567', null],
    ['PASAPORTE', 'ABCDEF123456', null],
    ['PASAPORTE', 'ABCDEF1234567', passportMessage],
    ['PASAPORTE', 'AB-123', passportMessage],
    ['PASAPORTE', 'AB 123', passportMessage],
    ['PASAPORTE', 'ÑB123', passportMessage],
    ['PASAPORTE', '', passportMessage],
    ['CARNE_EXTRANJERIA', '001234567', null],
    ['CARNE_EXTRANJERIA', 'X12345678901', null],
    ['CARNE_EXTRANJERIA', 'X123456789012', cardMessage],
    ['CARNE_EXTRANJERIA', '123.456', cardMessage],
    ['CARNE_EXTRANJERIA', '', cardMessage],
    ['OTRO', 'X', null],
    ['OTRO', 'ABC123456789012', null],
    ['OTRO', 'ABC1234567890123', otherMessage],
    ['OTRO', 'ABC_123', otherMessage],
    ['OTRO', '', otherMessage],
  ])('%s %j -> %j', (type, value, expected) => {
    expect(documentNumberError(type, value)).toBe(expected);
  });

  it.each<[DocumentType, number]>([
    ['DNI', 8],
    ['PASAPORTE', 12],
    ['CARNE_EXTRANJERIA', 12],
    ['OTRO', 15],
  ])('max length of %s is %s', (type, max) => {
    expect(documentNumberMaxLength(type)).toBe(max);
    expect(documentTypes).toContain(type);
  });
});
