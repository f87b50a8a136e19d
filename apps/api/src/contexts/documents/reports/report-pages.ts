/** The instants a `from`/`to` pair of Lima days covers: from 00:00 of `from` to before 00:00 after `to`. */
export function limaDayRange(query: { from?: string | undefined; to?: string | undefined }) {
  const start = query.from ? new Date(`${query.from}T00:00:00-05:00`) : undefined;
  let end: Date | undefined;
  if (query.to) {
    end = new Date(`${query.to}T00:00:00-05:00`);
    end.setUTCDate(end.getUTCDate() + 1);
  }
  return { start, end };
}
