/**
 * Which backups a retention policy keeps (docs/deploy.md, "Keeping backups"): the newest backup of
 * each of the last `daily` days, of the last `weekly` ISO weeks (Monday to Sunday) and of the last
 * `monthly` months that have a backup, in UTC, as the backups' folders are named. The newest backup
 * is always kept. The counts are of periods that have a backup, not of calendar periods: when
 * backups stop, pruning keeps the last ones it has instead of letting them age out one by one.
 */
export interface RetentionPolicy {
  daily: number;
  weekly: number;
  monthly: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { daily: 7, weekly: 5, monthly: 12 };

export interface DatedBackup {
  name: string;
  createdAt: Date;
}

/** Why a backup is kept: the periods it is the newest backup of, among those the policy keeps. */
export type KeptFor = 'newest' | 'daily' | 'weekly' | 'monthly';

/** The backups kept, each with why (a map by name); every other one may be deleted. */
export function backupsToKeep(
  backups: readonly DatedBackup[],
  policy: RetentionPolicy,
): Map<string, KeptFor[]> {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const kept = new Map<string, KeptFor[]>();
  const keep = (name: string, reason: KeptFor) => kept.set(name, [...(kept.get(name) ?? []), reason]);
  if (newestFirst[0]) keep(newestFirst[0].name, 'newest');
  const periods: Array<[KeptFor, number, (at: Date) => string]> = [
    ['daily', policy.daily, (at) => at.toISOString().slice(0, 10)],
    ['weekly', policy.weekly, isoWeek],
    ['monthly', policy.monthly, (at) => at.toISOString().slice(0, 7)],
  ];
  for (const [reason, count, periodOf] of periods) {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      if (seen.size === count) break;
      const period = periodOf(backup.createdAt);
      if (seen.has(period)) continue;
      seen.add(period);
      keep(backup.name, reason);
    }
  }
  return kept;
}

/** The ISO week of a UTC moment, as `2026-W49` (weeks start on Monday; week 1 holds the first Thursday). */
export function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  // The week's Thursday decides its year.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}
