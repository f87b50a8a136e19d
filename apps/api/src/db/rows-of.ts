/** The rows of a raw `db.execute` result, whichever driver (node-postgres or PGlite) ran it. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
