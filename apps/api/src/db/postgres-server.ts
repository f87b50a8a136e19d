import pg from 'pg';

/**
 * One statement on a PostgreSQL server through a connection of its own (creating or dropping a
 * database cannot run inside a pool's transaction): the restore drill's scratch databases, the
 * topology's, the tests'.
 */
export async function onPostgresServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same server's URL, naming another database. */
export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
