import { composeMail } from '../../../providers/mail/mail-template.ts';

export const passwordResetEmail = (to: string, name: string, link: string) =>
  composeMail({
    to,
    subject: 'Restablece tu contraseña',
    name,
    paragraphs: ['Recibimos una solicitud para restablecer tu contraseña. Crea una nueva con este enlace:'],
    action: { label: 'Crear una nueva contraseña', url: link },
    closing:
      'El enlace vence en 1 hora y solo puede usarse una vez. Si no lo solicitaste, ignora este mensaje: tu contraseña no cambiará.',
  });
