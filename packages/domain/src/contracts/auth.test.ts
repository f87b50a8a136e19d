import { describe, expect, it } from 'vitest';
import { messages } from '../validation.ts';
import { registerRequest, type RegisterRequest } from './auth.ts';

const good: RegisterRequest = {
  documentType: 'DNI',
  documentNumber: '12345678',
  name: 'José',
  lastName: 'Pérez',
  secondLastName: 'Núñez',
  email: 'Jose.Perez@Example.com.pe',
  password: 'Clave123',
  confirmPassword: 'Clave123',
  acceptTerms: true,
  acceptPrivacy: true,
};

/** Messages keyed by dotted path, for comparing issues regardless of order. */
function issuesOf(input: unknown): Record<string, string[]> {
  const result = registerRequest.safeParse(input);
  expect(result.success).toBe(false);
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    (byPath[issue.path.join('.')] ??= []).push(issue.message);
  }
  return byPath;
}

describe('registerRequest accepts', () => {
  it('a good registration, trimming and lower-casing the email', () => {
    const parsed = registerRequest.parse({
      ...good,
      documentNumber: ' 12345678 ',
      email: ' Jose@Example.COM ',
    });
    expect(parsed.documentNumber).toBe('12345678');
    expect(parsed.email).toBe('jose@example.com');
    expect(parsed.name).toBe('José');
  });

  it.each<[string, Partial<RegisterRequest>]>([
    ['empty second last name', { secondLastName: '' }],
    ['no second last name', { secondLastName: undefined }],
    ['passport', { documentType: 'PASAPORTE', documentNumber: 'AB1234567' }],
    ['foreigner card', { documentType: 'CARNE_EXTRANJERIA', documentNumber: '001234567890' }],
    ['other document', { documentType: 'OTRO', documentNumber: 'X12345678901234' }],
    ['captcha token', { captchaToken: 'token' }],
  ])('%s', (_label, patch) => {
    expect(registerRequest.safeParse({ ...good, ...patch }).success).toBe(true);
  });
});

describe('registerRequest rejects with the Spanish message on the right path', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'DNI of 7 digits',
      { documentNumber: '1234567' },
      'documentNumber',
      'El DNI debe tener exactamente 8 dígitos.',
    ],
    [
      'DNI of 9 digits',
      { documentNumber: '123456789' },
      'documentNumber',
      'El DNI debe tener exactamente 8 dígitos.',
    ],
    [
      'DNI with letters',
      { documentNumber: '1234567A' },
      'documentNumber',
      'El DNI debe tener exactamente 8 dígitos.',
    ],
    ['empty document', { documentNumber: '  ' }, 'documentNumber', messages.required],
    [
      'passport too long',
      { documentType: 'PASAPORTE', documentNumber: 'A'.repeat(13) },
      'documentNumber',
      'El pasaporte admite hasta 12 letras o números.',
    ],
    ['unknown document type', { documentType: 'RUC' }, 'documentType', messages.documentType],
    ['passwords differ', { confirmPassword: 'Clave124' }, 'confirmPassword', messages.passwordsDiffer],
    ['missing confirmation', { confirmPassword: undefined }, 'confirmPassword', messages.required],
    ['weak password', { password: 'clave', confirmPassword: 'clave' }, 'password', messages.password],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms', messages.acceptTerms],
    ['terms missing', { acceptTerms: undefined }, 'acceptTerms', messages.acceptTerms],
    ['privacy not accepted', { acceptPrivacy: false }, 'acceptPrivacy', messages.acceptPrivacy],
    ['bad email', { email: 'jose@' }, 'email', messages.email],
    ['empty email', { email: '' }, 'email', messages.required],
    ['name with digits', { name: 'Jos3' }, 'name', messages.lettersOnly],
    ['empty last name', { lastName: '' }, 'lastName', messages.required],
    ['second last name with digits', { secondLastName: 'N1' }, 'secondLastName', messages.lettersOnly],
  ])('%s', (_label, patch, path, message) => {
    expect(issuesOf({ ...good, ...patch })[path]).toContain(message);
  });

  it('says what is wrong with a short DNI even while the rest of the form is still empty', () => {
    // An empty form as the page first holds it: unchecked boxes and no e-mail abort their fields.
    const issues = issuesOf({
      documentType: 'DNI',
      documentNumber: '1234567',
      name: 'Rosa',
      lastName: 'Pérez',
      email: '',
      password: '',
      confirmPassword: '',
    });
    expect(issues.documentNumber).toEqual(['El DNI debe tener exactamente 8 dígitos.']);
    expect(issues.name).toBeUndefined();
  });

  it('reports several problems at once', () => {
    const issues = issuesOf({ ...good, email: 'mal', documentNumber: '123', confirmPassword: 'otra' });
    expect(issues).toEqual({
      email: [messages.email],
      documentNumber: ['El DNI debe tener exactamente 8 dígitos.'],
      confirmPassword: [messages.passwordsDiffer],
    });
  });
});
