import { composeMail } from '../../../providers/mail/mail-template.ts';

/** The Spanish e-mail that carries the verification link. */
export const verificationEmail = (to: string, name: string, link: string) =>
  composeMail({
    to,
    subject: 'Verifica tu correo electrónico',
    name,
    paragraphs: [
      'Gracias por registrarte. Para activar tu cuenta, confirma tu correo electrónico con este enlace:',
    ],
    action: { label: 'Verificar mi correo', url: link },
    closing:
      'El enlace vence en 24 horas y solo puede usarse una vez. Si no creaste esta cuenta, ignora este mensaje.',
  });
