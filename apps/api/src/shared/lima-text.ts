const longLimaTime = new Intl.DateTimeFormat('es-PE', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Lima',
});

/** An instant as documents print it: "23 de noviembre de 2026 a las 11:38 p. m." in Lima. */
export const limaLongDateTime = (iso: string) => longLimaTime.format(new Date(iso));
