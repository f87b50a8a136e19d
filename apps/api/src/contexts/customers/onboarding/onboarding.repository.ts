import {
  DomainError,
  finalOnboardingStates,
  type ContractState,
  type DocumentType,
  type OnboardingState,
  type StageState,
} from '@invierte/domain';
import { and, asc, eq, inArray, isNull, notInArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { preparedPerDb } from '../../../db/prepared.ts';
import { latestQuotaValue, type ProductRow } from '../../catalogue/index.ts';
import { preparedWriteSet } from '../../../db/write-together.ts';
import {
  customerBankAccounts,
  onboardingEvents,
  onboardingFiles,
  onboardingParts,
  onboardings,
  products,
  quotaValues,
  restrictedPersons,
  users,
} from '../../../db/schema.ts';

export type OnboardingRow = typeof onboardings.$inferSelect;
export type OnboardingPartRow = typeof onboardingParts.$inferSelect;
export type NewOnboardingEvent = typeof onboardingEvents.$inferInsert;
export type OnboardingFileRow = typeof onboardingFiles.$inferSelect;

/** Every write names the state and version it expects; a row that moved meanwhile is not touched. */
export interface OnboardingStatusUpdate {
  id: string;
  expectedState: OnboardingState;
  expectedVersion: number;
  state: OnboardingState;
  contractState: ContractState;
  resumeState: StageState | null;
  at: Date;
  canceledAt?: Date;
}

/**
 * What an onboarding's rules, answers, contract and mails read of its product: these columns only,
 * not the whole row (its description, colours, regulation file's details…): every step save reads
 * them, and each column more is one more field node-postgres parses and Drizzle maps per save.
 */
const onboardingProductColumns = {
  id: products.id,
  name: products.name,
  currency: products.currency,
  simulatorValue: products.simulatorValue,
  minInvestment: products.minInvestment,
  isInstitutional: products.isInstitutional,
  regulationUrl: products.regulationUrl,
  regulationFileKey: products.regulationFileKey,
  deletedAt: products.deletedAt,
};
export type OnboardingProduct = { [K in keyof typeof onboardingProductColumns]: ProductRow[K] };

/**
 * A fingerprint of what a step save's checks read besides the onboarding row and its parts: the
 * account's document, whether it has active bank accounts, the product's columns above and its
 * latest quota value. Subqueries on the onboarding's columns, so the read and the save's update
 * compute it alike; the update requires it unchanged, with the parts' stamp below, so a save checked
 * against facts read earlier (kept from the investor's previous save, kept-step-facts.ts) writes
 * only if nothing it relied on moved since.
 */
const checkedFactsStamp = sql<string>`md5(row(
    (select row(${users.profile}, ${users.documentType}, ${users.documentNumber})
      from ${users} where ${users.id} = ${onboardings.userId}),
    (select count(*) from ${customerBankAccounts}
      where ${customerBankAccounts.userId} = ${onboardings.userId} and ${customerBankAccounts.status} = 'ACTIVE'),
    (select row(${sql.join(Object.values(onboardingProductColumns), sql`, `)})
      from ${products} where ${products.id} = ${onboardings.productId}),
    (select row(${quotaValues.value}, ${quotaValues.valueDate}) from ${quotaValues}
      where ${quotaValues.productId} = ${onboardings.productId} order by ${quotaValues.valueDate} desc limit 1)
  )::text)`;

/**
 * The parts' stamp: how many and the sum of their versions. Every upsert of a part adds one to the
 * sum (a new part starts at version 1), so a save can tell the stamp its own writes leave
 * (`partsStampAfter`), while any other writer's part moves it.
 */
const partsStamp = sql<string>`(select count(*) || ':' || coalesce(sum(${onboardingParts.version}), 0)
    from ${onboardingParts} where ${onboardingParts.onboardingId} = ${onboardings.id})`;

/** The parts' stamp once one more part is upserted, there before or not. */
export function partsStampAfter(stamp: string, existed: boolean): string {
  const [count, sum] = stamp.split(':').map(Number) as [number, number];
  return `${existed ? count : count + 1}:${sum + 1}`;
}

// Prepared (db/prepared.ts): a step save reads this first (unless its previous save left it, decision
// 0054), and every onboarding screen the parts.
// A save reads all it checks in one round trip: on a two-core host each round trip costs the API a
// socket write and a read, more than the statements themselves (docs/benchmarks.md).
function ownedWithEverythingOf<Extra extends Record<string, SQL>>(db: Db, extra: Extra, name: string) {
  const latest = latestQuotaValue(db);
  return db
    .select({
      row: onboardings,
      account: {
        profile: users.profile,
        documentType: users.documentType,
        documentNumber: users.documentNumber,
      },
      activeBankAccounts: sql<number>`(select count(*)::int from ${customerBankAccounts}
          where ${customerBankAccounts.userId} = ${onboardings.userId} and ${customerBankAccounts.status} = 'ACTIVE')`,
      parts: sql<Array<{ part: string; data: Record<string, unknown> }>>`(select coalesce(
          json_agg(json_build_object('part', ${onboardingParts.part}, 'data', ${onboardingParts.data})
            order by ${onboardingParts.part}), '[]'::json)
          from ${onboardingParts} where ${onboardingParts.onboardingId} = ${onboardings.id})`,
      product: onboardingProductColumns,
      quotaValue: latest.value,
      quotaValueDate: latest.valueDate,
      ...extra,
    })
    .from(onboardings)
    .innerJoin(users, eq(users.id, onboardings.userId))
    .innerJoin(products, eq(products.id, onboardings.productId))
    .leftJoinLateral(latest, sql`true`)
    .where(and(eq(onboardings.id, sql.placeholder('id')), eq(onboardings.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare(name);
}

const ownedWithEverything = preparedPerDb((db) =>
  ownedWithEverythingOf(db, {}, 'onboarding_owned_with_everything'),
);

// Only a step save's read computes the stamps its write checks: the screens' reads need none.
const ownedForStepSave = preparedPerDb((db) =>
  ownedWithEverythingOf(db, { factsStamp: checkedFactsStamp, partsStamp }, 'onboarding_owned_for_step_save'),
);

const partsOf = preparedPerDb((db) =>
  db
    .select()
    .from(onboardingParts)
    .where(eq(onboardingParts.onboardingId, sql.placeholder('onboardingId')))
    .orderBy(asc(onboardingParts.part))
    .prepare('onboarding_parts_of'),
);

/** What a status update writes: the row after it is the row before with these. */
export const statusChangesOf = (u: OnboardingStatusUpdate) => ({
  state: u.state,
  contractState: u.contractState,
  resumeState: u.resumeState,
  version: u.expectedVersion + 1,
  updatedAt: u.at,
  ...(u.canceledAt ? { canceledAt: u.canceledAt } : {}),
});

const statusUpdateQuery = (db: Db, u: OnboardingStatusUpdate) =>
  db
    .update(onboardings)
    .set(statusChangesOf(u))
    .where(
      and(
        eq(onboardings.id, u.id),
        eq(onboardings.state, u.expectedState),
        eq(onboardings.version, u.expectedVersion),
      ),
    );

/** A value, or where a prepared statement takes it (`sql.placeholder`). */
type Or<T> = T | Placeholder;

const upsertPartQuery = (
  db: Db,
  onboardingId: Or<string>,
  part: Or<string>,
  data: Or<Record<string, unknown>>,
  at: Or<Date>,
) =>
  db
    .insert(onboardingParts)
    .values({ onboardingId, part, data, version: 1, updatedAt: at })
    .onConflictDoUpdate({
      target: [onboardingParts.onboardingId, onboardingParts.part],
      // The answers from the row it tried to insert: sent once, not twice (a part is up to a few KB).
      set: {
        data: sql`excluded.data`,
        updatedAt: sql`excluded.updated_at`,
        version: sql`${onboardingParts.version} + 1`,
      },
    });

/** What a step save writes in its one statement: the status update, its event, and the part. */
export interface StepSave {
  update: OnboardingStatusUpdate;
  event: NewOnboardingEvent;
  part: { part: string; data: Record<string, unknown> };
  /** The stamps of the facts the save was checked against: moved since, the save is refused. */
  stamps: { facts: string; parts: string };
}

const placeholder = (name: string) => sql.placeholder(name);

/**
 * `insert into <table> (<columns>) select <values> from "onboarding"`: a row for each row the step
 * save's update (its CTE, `onboarding`) returned, so a refused update writes nothing else either and
 * costs PostgreSQL little (a save from stale kept facts, decision 0054). Values carry their types:
 * a select's parameters do not take them from the columns, as an insert's values would.
 */
const STEP_UPDATE = 'onboarding';

function insertForTheUpdate(table: PgTable, values: Array<[PgColumn, SQL]>): SQL {
  const columns = sql.join(
    values.map(([column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const row = sql.join(
    values.map(([, value]) => value),
    sql`, `,
  );
  return sql`insert into ${table} (${columns}) select ${row} from ${sql.identifier(STEP_UPDATE)}`;
}

/**
 * The step save's statement, built once (db/write-together.ts): the update names the state and
 * version it read and the stamp of the facts it was checked against, so a row another tab moved, or
 * a fact that changed since, touches nothing and the whole statement is refused.
 */
const stepSaveWrites = preparedWriteSet(
  (db) => [
    {
      name: STEP_UPDATE,
      statement: db
        .update(onboardings)
        // An update's set takes no placeholder but inside SQL (its value then goes to the driver as is).
        .set({
          state: sql`${placeholder('state')}`,
          contractState: sql`${placeholder('contractState')}`,
          resumeState: sql`${placeholder('resumeState')}`,
          version: sql`${onboardings.version} + 1`,
          updatedAt: sql`${placeholder('at')}`,
        })
        .where(
          and(
            eq(onboardings.id, placeholder('id')),
            eq(onboardings.state, placeholder('expectedState')),
            eq(onboardings.version, placeholder('expectedVersion')),
            // No parameter may be left out here: a condition a value could switch off makes PostgreSQL
            // plan the statement anew on every save instead of keeping its generic plan.
            sql`${checkedFactsStamp} = ${placeholder('factsStamp')}`,
            sql`${partsStamp} = ${placeholder('partsStamp')}`,
          ),
        )
        .getSQL(),
      rows: 1,
      refusal: () => new DomainError('ONBOARDING_CHANGED'),
    },
    {
      name: 'onboarding_event',
      statement: insertForTheUpdate(onboardingEvents, [
        [onboardingEvents.onboardingId, sql`${placeholder('id')}::uuid`],
        [onboardingEvents.actorUserId, sql`${placeholder('actorUserId')}::uuid`],
        [onboardingEvents.event, sql`${placeholder('event')}::text`],
        [onboardingEvents.fromState, sql`${placeholder('expectedState')}::text`],
        [onboardingEvents.toState, sql`${placeholder('state')}::text`],
        [onboardingEvents.part, sql`${placeholder('part')}::text`],
        [onboardingEvents.data, sql`${placeholder('eventData')}::jsonb`],
        [onboardingEvents.ip, sql`${placeholder('ip')}::text`],
        [onboardingEvents.userAgent, sql`${placeholder('userAgent')}::text`],
        [onboardingEvents.createdAt, sql`${placeholder('at')}::timestamptz`],
      ]),
      rows: 1,
      // Written only with the update: it misses only when the update did.
      refusal: () => new DomainError('ONBOARDING_CHANGED'),
    },
    {
      name: 'onboarding_part',
      statement: sql`${insertForTheUpdate(onboardingParts, [
        [onboardingParts.onboardingId, sql`${placeholder('id')}::uuid`],
        [onboardingParts.part, sql`${placeholder('part')}::text`],
        [onboardingParts.data, sql`${placeholder('partData')}::jsonb`],
        [onboardingParts.version, sql`1`],
        [onboardingParts.updatedAt, sql`${placeholder('at')}::timestamptz`],
      ])} on conflict (${sql.identifier(onboardingParts.onboardingId.name)}, ${sql.identifier(onboardingParts.part.name)})
      do update set ${sql.identifier(onboardingParts.data.name)} = excluded.${sql.identifier(onboardingParts.data.name)},
        ${sql.identifier(onboardingParts.updatedAt.name)} = excluded.${sql.identifier(onboardingParts.updatedAt.name)},
        ${sql.identifier(onboardingParts.version.name)} = ${onboardingParts.version} + 1`,
      rows: 1,
      refusal: () => new DomainError('ONBOARDING_CHANGED'),
    },
  ],
  // The event and the part are inserted only for the row the update touched.
  { gatedByFirst: true },
);

export const onboardingRepository = {
  async insert(
    db: Db,
    values: {
      userId: string;
      productId: string;
      state: OnboardingState;
      contractState: ContractState;
      at: Date;
    },
  ): Promise<OnboardingRow> {
    const [row] = await db
      .insert(onboardings)
      .values({ ...values, createdAt: values.at, updatedAt: values.at })
      .returning();
    return row!;
  },

  async findOwned(db: Db, id: string, userId: string): Promise<OnboardingRow | undefined> {
    const [row] = await db
      .select()
      .from(onboardings)
      .where(and(eq(onboardings.id, id), eq(onboardings.userId, userId)))
      .limit(1);
    return row;
  },

  /**
   * The caller's onboarding with her account's profile and document, how many active bank accounts
   * she has, its saved parts (in part order) and its product with the latest quota value: one read.
   * The product is returned even when deleted; the caller decides.
   */
  async findOwnedWithEverything(db: Db, id: string, userId: string) {
    const [found] = await ownedWithEverything(db).execute({ id, userId });
    return found;
  },

  /** The same with the stamps a step save's write requires unchanged. */
  async findOwnedForStepSave(db: Db, id: string, userId: string) {
    const [found] = await ownedForStepSave(db).execute({ id, userId });
    return found;
  },

  /** The user's onboarding that is not in a final state (the partial unique index allows one). */
  async findOpenOfUser(db: Db, userId: string): Promise<OnboardingRow | undefined> {
    const [row] = await db
      .select()
      .from(onboardings)
      .where(and(eq(onboardings.userId, userId), notInArray(onboardings.state, [...finalOnboardingStates])))
      .limit(1);
    return row;
  },

  /**
   * A product's onboardings in the stages a quota-value change pauses (docs/onboarding.md reading 4),
   * locked until the caller's transaction ends so no save slips between the check and the pause.
   */
  async lockPausableOfProduct(
    db: Db,
    productId: string,
    states: readonly OnboardingState[],
  ): Promise<OnboardingRow[]> {
    return db
      .select()
      .from(onboardings)
      .where(and(eq(onboardings.productId, productId), inArray(onboardings.state, [...states])))
      .orderBy(asc(onboardings.id))
      .for('update');
  },

  /**
   * The onboardings in these states that name a document: the account's own, or a part's (the
   * owner of the money, the joint holder, the personal information of an account opened without a
   * document — the same documents the restricted-list check reads on saving). Locked until the
   * caller's transaction ends.
   */
  async lockNamingDocument(
    db: Db,
    document: { documentType: DocumentType; documentNumber: string },
    states: readonly OnboardingState[],
  ): Promise<OnboardingRow[]> {
    const { documentType, documentNumber } = document;
    const accounts = db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.documentType, documentType), eq(users.documentNumber, documentNumber)));
    const parts = db
      .select({ id: onboardingParts.onboardingId })
      .from(onboardingParts)
      .where(
        or(
          and(
            eq(onboardingParts.part, 'resourceHolder'),
            sql`${onboardingParts.data} -> 'owner' ->> 'documentType' = ${documentType}`,
            sql`${onboardingParts.data} -> 'owner' ->> 'documentNumber' = ${documentNumber}`,
          ),
          and(
            inArray(onboardingParts.part, ['partner', 'personalInformation']),
            sql`${onboardingParts.data} ->> 'documentType' = ${documentType}`,
            sql`${onboardingParts.data} ->> 'documentNumber' = ${documentNumber}`,
          ),
        ),
      );
    return db
      .select()
      .from(onboardings)
      .where(
        and(
          inArray(onboardings.state, [...states]),
          or(inArray(onboardings.userId, accounts), inArray(onboardings.id, parts)),
        ),
      )
      .orderBy(asc(onboardings.id))
      .for('update');
  },

  /** Applies a transition; undefined when the state or version moved since it was read. */
  async updateStatus(db: Db, u: OnboardingStatusUpdate): Promise<OnboardingRow | undefined> {
    const [row] = await statusUpdateQuery(db, u).returning();
    return row;
  },

  /** A step save's writes in one statement, all or nothing (ONBOARDING_CHANGED when the row moved). */
  saveStep(db: Db, { update, event, part, stamps }: StepSave): Promise<void> {
    return stepSaveWrites(db, {
      id: update.id,
      expectedState: update.expectedState,
      expectedVersion: update.expectedVersion,
      state: update.state,
      contractState: update.contractState,
      resumeState: update.resumeState,
      at: update.at,
      actorUserId: event.actorUserId ?? null,
      event: event.event,
      part: part.part,
      eventData: event.data ?? null,
      ip: event.ip ?? null,
      userAgent: event.userAgent ?? null,
      partData: part.data,
      factsStamp: stamps.facts,
      partsStamp: stamps.parts,
    });
  },

  async listParts(db: Db, onboardingId: string): Promise<OnboardingPartRow[]> {
    return partsOf(db).execute({ onboardingId });
  },

  async hasPart(db: Db, onboardingId: string, part: string): Promise<boolean> {
    const [row] = await db
      .select({ part: onboardingParts.part })
      .from(onboardingParts)
      .where(and(eq(onboardingParts.onboardingId, onboardingId), eq(onboardingParts.part, part)))
      .limit(1);
    return row !== undefined;
  },

  async upsertPart(db: Db, onboardingId: string, part: string, data: Record<string, unknown>, at: Date) {
    await upsertPartQuery(db, onboardingId, part, data, at);
  },

  async insertFile(db: Db, row: typeof onboardingFiles.$inferInsert) {
    await db.insert(onboardingFiles).values(row);
  },

  /** One file of one onboarding, of the given kind and not removed. */
  async findFile(
    db: Db,
    onboardingId: string,
    fileId: string,
    kind: OnboardingFileRow['kind'],
  ): Promise<OnboardingFileRow | undefined> {
    const [row] = await db
      .select()
      .from(onboardingFiles)
      .where(
        and(
          eq(onboardingFiles.id, fileId),
          eq(onboardingFiles.onboardingId, onboardingId),
          eq(onboardingFiles.kind, kind),
          isNull(onboardingFiles.removedAt),
        ),
      )
      .limit(1);
    return row;
  },

  async insertEvent(db: Db, event: NewOnboardingEvent) {
    await db.insert(onboardingEvents).values(event);
  },

  async listEvents(db: Db, onboardingId: string) {
    return db
      .select()
      .from(onboardingEvents)
      .where(eq(onboardingEvents.onboardingId, onboardingId))
      .orderBy(asc(onboardingEvents.createdAt), asc(onboardingEvents.seq));
  },

  /** The CREATE event by name: a carried-over part's event may share its millisecond. */
  async creationData(db: Db, onboardingId: string) {
    const [row] = await db
      .select({ data: onboardingEvents.data })
      .from(onboardingEvents)
      .where(and(eq(onboardingEvents.onboardingId, onboardingId), eq(onboardingEvents.event, 'CREATE')))
      .limit(1);
    return row?.data as { productId?: string; kind?: string } | null | undefined;
  },

  async userDocument(db: Db, userId: string) {
    const [row] = await db
      .select({
        profile: users.profile,
        documentType: users.documentType,
        documentNumber: users.documentNumber,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  },

  async isRestricted(db: Db, documentType: DocumentType, documentNumber: string): Promise<boolean> {
    const [row] = await db
      .select({ id: restrictedPersons.id })
      .from(restrictedPersons)
      .where(
        and(
          eq(restrictedPersons.documentType, documentType),
          eq(restrictedPersons.documentNumber, documentNumber),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** Adds a document to the restricted list; false when it was already there. */
  async addRestricted(
    db: Db,
    entry: {
      documentType: DocumentType;
      documentNumber: string;
      reason: string;
      addedBy: string | null;
      at: Date;
    },
  ): Promise<boolean> {
    const rows = await db
      .insert(restrictedPersons)
      .values({
        documentType: entry.documentType,
        documentNumber: entry.documentNumber,
        reason: entry.reason,
        addedBy: entry.addedBy,
        createdAt: entry.at,
      })
      .onConflictDoNothing()
      .returning({ id: restrictedPersons.id });
    return rows.length > 0;
  },

  /** Removes a document from the restricted list; false when it was not there. */
  async removeRestricted(db: Db, documentType: DocumentType, documentNumber: string): Promise<boolean> {
    const rows = await db
      .delete(restrictedPersons)
      .where(
        and(
          eq(restrictedPersons.documentType, documentType),
          eq(restrictedPersons.documentNumber, documentNumber),
        ),
      )
      .returning({ id: restrictedPersons.id });
    return rows.length > 0;
  },
};
