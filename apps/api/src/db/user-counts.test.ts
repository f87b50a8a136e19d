import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { rowsOf } from './rows-of.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The trigger's counts beside a count of the users themselves, per profile and state. */
async function counts() {
  const kept = rowsOf<{ profile: string; disabled: boolean; n: number }>(
    await t.db.execute(sql`select profile, disabled, n from user_counts order by profile, disabled`),
  );
  const counted = rowsOf<{ profile: string; disabled: boolean; n: number }>(
    await t.db.execute(sql`
      select p.profile, d.disabled,
             (select count(*) from users u
               where u.profile = p.profile and (u.disabled_at is not null) = d.disabled)::int as n
        from unnest(array['ADMIN', 'INTERESADO', 'PARTICIPE']) p(profile)
       cross join unnest(array[false, true]) d(disabled)
       order by p.profile, d.disabled`),
  );
  return { kept: kept.map((r) => ({ ...r, n: Number(r.n) })), counted };
}

let serial = 0;
const newUser = async (profile = 'INTERESADO') => {
  const email = `cuenta${++serial}-${Date.now()}@example.pe`;
  const [row] = rowsOf<{ id: string }>(
    await t.db.execute(
      sql`insert into users (email, name, last_name, profile) values (${email}, 'Ana', 'Rojas', ${profile}) returning id`,
    ),
  );
  return row!.id;
};

describe('user_counts (migration 0036)', () => {
  it('starts equal to the users there are', async () => {
    const { kept, counted } = await counts();
    expect(kept).toEqual(counted);
    expect(kept).toHaveLength(6);
  });

  it('follows every insert, change of profile, disabling, enabling and deletion', async () => {
    const a = await newUser();
    const b = await newUser();
    await t.db.execute(sql`update users set profile = 'PARTICIPE' where id = ${a}`);
    await t.db.execute(sql`update users set disabled_at = now() where id = ${b}`);
    // A change to neither the profile nor the state moves nothing.
    await t.db.execute(sql`update users set name = 'Ana María' where id in (${a}, ${b})`);
    await t.db.execute(sql`update users set disabled_at = now(), profile = 'INTERESADO' where id = ${a}`);
    await t.db.execute(sql`update users set disabled_at = null where id = ${b}`);
    await t.db.execute(sql`delete from users where id = ${a}`);
    const { kept, counted } = await counts();
    expect(kept).toEqual(counted);
  });

  it('a change that rolls back leaves the counts as they were', async () => {
    const before = await counts();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into users (email, name, last_name) values ('vuelta@example.pe', 'Eva', 'Paz')`,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await counts()).toEqual(before);
  });

  it('stays exact under concurrent registrations and opposite changes of state', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => newUser('PARTICIPE')));
    // Half are disabled while the others are enabled back and forth, all at once: each change locks
    // both rows it moves between in one order, so none waits on another in a cycle.
    await Promise.all([
      ...ids.map((id, i) =>
        i % 2 === 0
          ? t.db.execute(sql`update users set disabled_at = now() where id = ${id}`)
          : t.db.execute(sql`update users set profile = 'INTERESADO' where id = ${id}`),
      ),
      ...Array.from({ length: 10 }, () => newUser()),
    ]);
    await Promise.all(
      ids.map((id, i) =>
        i % 2 === 0
          ? t.db.execute(sql`update users set disabled_at = null where id = ${id}`)
          : t.db.execute(sql`update users set profile = 'PARTICIPE' where id = ${id}`),
      ),
    );
    const { kept, counted } = await counts();
    expect(kept).toEqual(counted);
  });

  it('recount_users() sets them right after a load that skipped the trigger', async () => {
    await t.db.execute(sql`update user_counts set n = 0`);
    await t.db.execute(sql`select recount_users()`);
    const { kept, counted } = await counts();
    expect(kept).toEqual(counted);
  });
});
