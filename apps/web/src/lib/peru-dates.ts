/** 2026-11-23 → 23/11/2026, as dates read in Peru. */
export const peruvianDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/**
 * A date format built on its first use, not when this module loads: the page's first Intl object
 * loads the browser's locale and time-zone data, about 40 ms of a phone's main thread at 4× slowdown
 * (150–200 ms), and /portafolio's first view, which loads this module, formats no instant.
 */
function lazyDateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  let format: Intl.DateTimeFormat | undefined;
  return (date: Date) => (format ??= new Intl.DateTimeFormat(locale, options)).format(date);
}

// The one numeric day format of every screen, dd/mm/yyyy with the day zero-padded: es-PE's short
// style reads "8/05/26" beside "28/11/26", which the back office must not mix.
const numericDay = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

const limaDateTimeFormat = lazyDateFormat('es-PE', {
  ...numericDay,
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Lima',
});

/** An instant as a Lima date and time ("08/05/2026, 5:05 p. m."): when something was asked or done. */
export const limaDateTime = (iso: string) => limaDateTimeFormat(new Date(iso));

const limaLongDateFormat = lazyDateFormat('es-PE', { dateStyle: 'long', timeZone: 'America/Lima' });
const limaLongDateTimeFormat = lazyDateFormat('es-PE', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Lima',
});

/** An instant's Lima date in words ("28 de diciembre de 2025"). */
export const limaLongDate = (iso: string) => limaLongDateFormat(new Date(iso));

/** An instant's Lima date in words and its time ("28 de diciembre de 2025 a las 8:47 p. m."). */
export const limaLongDateTime = (iso: string) => limaLongDateTimeFormat(new Date(iso));

const limaDateFormat = lazyDateFormat('es-PE', { ...numericDay, timeZone: 'America/Lima' });
const limaTimeFormat = lazyDateFormat('es-PE', { timeStyle: 'short', timeZone: 'America/Lima' });

/** An instant's Lima day ("08/05/2026"), in the format of `peruvianDate`. */
export const limaDate = (iso: string) => limaDateFormat(new Date(iso));

/** An instant's Lima date and time apart, for a table cell of two lines. */
export const limaDateAndTime = (iso: string) => ({
  date: limaDateFormat(new Date(iso)),
  time: limaTimeFormat(new Date(iso)),
});

const isoLimaDate = lazyDateFormat('en-CA', {
  timeZone: 'America/Lima',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Lima, `YYYY-MM-DD`: the business day of quota values. */
export const limaToday = (now = new Date()) => isoLimaDate(now);
