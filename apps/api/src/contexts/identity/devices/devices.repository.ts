import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { userDevices, type WebPushSubscription } from '../../../db/schema.ts';

export type DeviceRow = typeof userDevices.$inferSelect;

export const devicesRepository = {
  /** The device a sign-in came from: created on its first sign-in, seen again on the next. */
  async touch(
    db: Db,
    userId: string,
    deviceToken: string,
    userAgent: string | null,
    at: Date,
  ): Promise<void> {
    await db
      .insert(userDevices)
      .values({ userId, deviceToken, userAgent, createdAt: at, lastSeenAt: at })
      .onConflictDoUpdate({
        target: [userDevices.userId, userDevices.deviceToken],
        set: { lastSeenAt: at, ...(userAgent ? { userAgent } : {}) },
      });
  },
  async listOfUser(db: Db, userId: string): Promise<DeviceRow[]> {
    return db
      .select()
      .from(userDevices)
      .where(eq(userDevices.userId, userId))
      .orderBy(sql`${userDevices.lastSeenAt} desc`, userDevices.id);
  },
  async findOfUser(db: Db, userId: string, deviceId: string): Promise<DeviceRow | undefined> {
    const [row] = await db
      .select()
      .from(userDevices)
      .where(and(eq(userDevices.id, deviceId), eq(userDevices.userId, userId)))
      .limit(1);
    return row;
  },
  /** Stores the subscription of the caller's device and turns push on there. */
  async subscribe(
    db: Db,
    input: {
      userId: string;
      deviceToken: string;
      subscription: WebPushSubscription;
      userAgent: string | null;
      at: Date;
    },
  ): Promise<DeviceRow> {
    const [row] = await db
      .insert(userDevices)
      .values({
        userId: input.userId,
        deviceToken: input.deviceToken,
        subscription: input.subscription,
        pushOn: true,
        userAgent: input.userAgent,
        createdAt: input.at,
        lastSeenAt: input.at,
      })
      .onConflictDoUpdate({
        target: [userDevices.userId, userDevices.deviceToken],
        set: { subscription: input.subscription, pushOn: true, lastSeenAt: input.at },
      })
      .returning();
    return row!;
  },
  /**
   * A browser's subscription belongs to whoever turned push on there last: another account that
   * signed in on the same browser before stops receiving through it.
   */
  async releaseSubscriptionElsewhere(db: Db, deviceId: string, endpoint: string): Promise<void> {
    await db
      .update(userDevices)
      .set({ subscription: null, pushOn: false })
      .where(and(ne(userDevices.id, deviceId), sql`${userDevices.subscription}->>'endpoint' = ${endpoint}`));
  },
  async setPush(db: Db, deviceId: string, pushOn: boolean): Promise<DeviceRow | undefined> {
    // Push goes on only where a subscription is kept (the table's CHECK says so too).
    const where = pushOn
      ? and(eq(userDevices.id, deviceId), isNotNull(userDevices.subscription))
      : eq(userDevices.id, deviceId);
    const [row] = await db.update(userDevices).set({ pushOn }).where(where).returning();
    return row;
  },
  /** The devices of these users that have push on. */
  async pushTargets(db: Db, userIds: readonly string[]): Promise<DeviceRow[]> {
    if (userIds.length === 0) return [];
    return db
      .select()
      .from(userDevices)
      .where(and(inArray(userDevices.userId, [...userIds]), eq(userDevices.pushOn, true)));
  },
  /** The push service says the subscription is gone: the device stops receiving until it subscribes again. */
  async dropSubscription(db: Db, deviceId: string, endpoint: string): Promise<void> {
    await db
      .update(userDevices)
      .set({ subscription: null, pushOn: false })
      .where(and(eq(userDevices.id, deviceId), sql`${userDevices.subscription}->>'endpoint' = ${endpoint}`));
  },
};
