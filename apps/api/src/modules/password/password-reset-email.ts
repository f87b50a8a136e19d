import type { MailMessage } from '../../providers/mail/mail-provider.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function passwordResetEmail(to: string, name: string, link: string): MailMessage {
  const text = [
    `Hola ${name}:`,
    '',
    'Recibimos una solicitud para restablecer tu contraseña. Crea una nueva con este enlace:',
    link,
    '',
    'El enlace vence en 1 hora y solo puede usarse una vez. Si no lo solicitaste, ignora este mensaje: tu contraseña no cambiará.',
  ].join('\n');
  const html = `<p>Hola ${escapeHtml(name)}:</p>
<p>Recibimos una solicitud para restablecer tu contraseña.</p>
<p><a href="${escapeHtml(link)}">Crear una nueva contraseña</a></p>
<p>El enlace vence en 1 hora y solo puede usarse una vez. Si no lo solicitaste, ignora este mensaje: tu contraseña no cambiará.</p>`;
  return { to, subject: 'Restablece tu contraseña', text, html };
}
