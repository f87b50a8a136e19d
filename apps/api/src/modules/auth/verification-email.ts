import type { MailMessage } from '../../providers/mail/mail-provider.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The Spanish e-mail that carries the verification link. */
export function verificationEmail(to: string, name: string, link: string): MailMessage {
  const text = [
    `Hola ${name}:`,
    '',
    'Gracias por registrarte. Para activar tu cuenta, confirma tu correo electrónico con este enlace:',
    link,
    '',
    'El enlace vence en 24 horas y solo puede usarse una vez. Si no creaste esta cuenta, ignora este mensaje.',
  ].join('\n');
  const html = `<p>Hola ${escapeHtml(name)}:</p>
<p>Gracias por registrarte. Para activar tu cuenta, confirma tu correo electrónico:</p>
<p><a href="${escapeHtml(link)}">Verificar mi correo</a></p>
<p>El enlace vence en 24 horas y solo puede usarse una vez. Si no creaste esta cuenta, ignora este mensaje.</p>`;
  return { to, subject: 'Verifica tu correo electrónico', text, html };
}
