import { composeMail } from '../../../providers/mail/mail-template.ts';

const limaTime = new Intl.DateTimeFormat('es-PE', {
  timeZone: 'America/Lima',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** Warns the owner that someone keeps failing to log in to the account (never says from where). */
export const loginFailuresEmail = (to: string, name: string, failures: number, at: Date, publicUrl: string) =>
  composeMail({
    to,
    subject: 'Detectamos intentos fallidos de ingreso a tu cuenta',
    name,
    paragraphs: [
      `El ${limaTime.format(at)} (hora de Lima) registramos ${failures} intentos fallidos de ingreso a tu cuenta en los últimos 15 minutos.`,
      'Si fuiste tú, no necesitas hacer nada: puedes seguir ingresando con tu contraseña. Si no fuiste tú, te recomendamos cambiar tu contraseña ahora.',
    ],
    action: { label: 'Cambiar mi contraseña', url: `${publicUrl}/forget-password` },
    closing: 'Nunca te pediremos tu contraseña por correo, teléfono ni redes sociales.',
  });
