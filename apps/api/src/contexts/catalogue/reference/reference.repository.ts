import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { parameters } from '../../../db/schema.ts';

export const referenceRepository = {
  /** The options of several parameter groups in one query, each group in its maintained order. */
  async parameterGroups(db: Db, groups: string[]) {
    const rows = await db
      .select({ groupName: parameters.groupName, key: parameters.key, text: parameters.text })
      .from(parameters)
      .where(inArray(parameters.groupName, groups))
      .orderBy(asc(parameters.groupName), asc(parameters.position));
    const byGroup = new Map<string, Array<{ key: string; text: string }>>();
    for (const { groupName, key, text } of rows)
      byGroup.set(groupName, [...(byGroup.get(groupName) ?? []), { key, text }]);
    return byGroup;
  },
};
