import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { apiFile } from '../shared/api-root.ts';
import { syncAdminRoles } from './admin-roles-sync.ts';
import type { Db } from './client.ts';
import * as schema from './schema.ts';

const migrationsFolder = apiFile('src/db/migrations');

/** The schema's migrations, then the admin roles of the code, on an embedded PGlite client. */
export async function migratePgliteClient(client: PGlite): Promise<void> {
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await syncAdminRoles(db as unknown as Db);
}

/**
 * The same on one PostgreSQL connection, under an advisory lock: several API processes may start at
 * once, one migrates while the rest wait.
 */
export async function migratePgClient(client: pg.PoolClient | pg.Client): Promise<void> {
  await client.query('select pg_advisory_lock(424242)');
  try {
    const db = drizzlePg(client, { schema });
    await migratePg(db, { migrationsFolder });
    await syncAdminRoles(db as unknown as Db);
  } finally {
    await client.query('select pg_advisory_unlock(424242)').catch(() => undefined);
  }
}
