import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create, as PGlite loads them: every embedded database
 * (the API's thread, the test templates) opens with these, or `CREATE EXTENSION` fails.
 */
export const pgliteExtensions = { pg_trgm };
