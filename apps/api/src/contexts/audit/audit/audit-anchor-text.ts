/** An anchor's instant as a Lima date and time, for the verification's Spanish messages. */
export const limaDateTimeText = (iso: string) =>
  new Intl.DateTimeFormat('es-PE', {
    timeZone: 'America/Lima',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
