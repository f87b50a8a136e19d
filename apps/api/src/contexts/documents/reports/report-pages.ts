/** Rows of a report come in pages of this many, read one page at a time (keyset, never OFFSET). */
export const REPORT_PAGE_SIZE = 500;

/**
 * The pages of a keyset-paged query: `fetch(after)` reads the rows after the cursor (null: from the
 * start), `cursorOf` names the last row's place. Ends on a short page.
 */
export async function* keysetPages<R, C>(
  fetch: (after: C | null, limit: number) => Promise<R[]>,
  cursorOf: (row: R) => C,
  pageSize = REPORT_PAGE_SIZE,
): AsyncGenerator<R[]> {
  let after: C | null = null;
  for (;;) {
    const rows = await fetch(after, pageSize);
    if (rows.length) yield rows;
    if (rows.length < pageSize) return;
    after = cursorOf(rows[rows.length - 1]!);
  }
}

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
