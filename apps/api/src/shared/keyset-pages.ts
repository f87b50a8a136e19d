/** Rows of a keyset-paged read come in pages of this many unless told otherwise. */
export const KEYSET_PAGE_SIZE = 500;

/**
 * The pages of a keyset-paged query: `fetch(after)` reads the rows after the cursor (null: from the
 * start), `cursorOf` names the last row's place. Ends on a short page.
 */
export async function* keysetPages<R, C>(
  fetch: (after: C | null, limit: number) => Promise<R[]>,
  cursorOf: (row: R) => C,
  pageSize = KEYSET_PAGE_SIZE,
): AsyncGenerator<R[]> {
  let after: C | null = null;
  for (;;) {
    const rows = await fetch(after, pageSize);
    if (rows.length) yield rows;
    if (rows.length < pageSize) return;
    after = cursorOf(rows[rows.length - 1]!);
  }
}
