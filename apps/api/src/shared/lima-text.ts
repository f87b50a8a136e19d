const longLimaTime = new Intl.DateTimeFormat('es-PE', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Lima',
});

/** An instant as documents print it: "23 de noviembre de 2026 a las 11:38 p. m." in Lima. */
export const limaLongDateTime = (iso: string) => longLimaTime.format(new Date(iso));

const longDayFormat = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: 'UTC' });
/** A calendar day (YYYY-MM-DD) in words: "28 de noviembre de 2026". */
export const longDay = (isoDay: string) => longDayFormat.format(new Date(`${isoDay.slice(0, 10)}T12:00:00Z`));

const longLimaDayFormat = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: 'America/Lima' });
/** The Lima day of an instant in words: "28 de noviembre de 2026". */
export const limaLongDay = (iso: string) => longLimaDayFormat.format(new Date(iso));

const limaSecondsFormat = new Intl.DateTimeFormat('es-PE', {
  dateStyle: 'long',
  timeStyle: 'medium',
  timeZone: 'America/Lima',
});
const utcSecondsFormat = new Intl.DateTimeFormat('es-PE', {
  dateStyle: 'long',
  timeStyle: 'medium',
  timeZone: 'UTC',
  hourCycle: 'h23',
});
/** An instant to the second, for evidence: Lima time in words, and the same in UTC on a 24-hour clock. */
export const limaSeconds = (iso: string) => limaSecondsFormat.format(new Date(iso));
export const utcSeconds = (iso: string) => `${utcSecondsFormat.format(new Date(iso))} UTC`;
