/** 2026-11-23 → 23/11/2026, as dates read in Peru. */
export const peruvianDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

const limaDateTimeFormat = new Intl.DateTimeFormat('es-PE', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Lima',
});

/** An instant as a Lima date and time ("23/11/26, 17:05"): when something was asked or done. */
export const limaDateTime = (iso: string) => limaDateTimeFormat.format(new Date(iso));

const limaDateFormat = new Intl.DateTimeFormat('es-PE', { dateStyle: 'short', timeZone: 'America/Lima' });
const limaTimeFormat = new Intl.DateTimeFormat('es-PE', { timeStyle: 'short', timeZone: 'America/Lima' });

/** An instant's Lima date and time apart, for a table cell of two lines. */
export const limaDateAndTime = (iso: string) => ({
  date: limaDateFormat.format(new Date(iso)),
  time: limaTimeFormat.format(new Date(iso)),
});

const isoLimaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Lima',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Lima, `YYYY-MM-DD`: the business day of quota values. */
export const limaToday = (now = new Date()) => isoLimaDate.format(now);
