import { describe, expect, it } from 'vitest';
import { backupsToKeep, DEFAULT_RETENTION, isoWeek, type DatedBackup } from './backup-retention.ts';

/** One backup a night at 02:00 in Lima (07:00 UTC), named by its UTC day as the cron line names them. */
function nightly(from: string, to: string): DatedBackup[] {
  const backups: DatedBackup[] = [];
  for (let day = new Date(`${from}T07:00:00Z`); day <= new Date(`${to}T07:00:00Z`);) {
    backups.push({ name: day.toISOString().slice(0, 10), createdAt: new Date(day) });
    day = new Date(day.getTime() + 86_400_000);
  }
  return backups;
}

describe('the backups a retention policy keeps', () => {
  it('keeps the last 7 nights, the newest of each of 5 weeks and of 12 months, and nothing else', () => {
    const kept = backupsToKeep(nightly('2026-05-01', '2026-12-03'), DEFAULT_RETENTION);
    expect([...kept.keys()].sort()).toEqual([
      // Monthly: the newest of May to November (December's is the newest backup).
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      // Weekly: the Sundays ending the ISO weeks 45 to 47 (weeks 48 and 49 end in kept nights).
      '2026-11-08',
      '2026-11-15',
      '2026-11-22',
      // Daily: the last seven nights.
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    expect(kept.get('2026-12-03')).toEqual(['newest', 'daily', 'weekly', 'monthly']);
    expect(kept.get('2026-11-30')).toEqual(['daily', 'monthly']);
    expect(kept.get('2026-11-29')).toEqual(['daily', 'weekly']);
    expect(kept.get('2026-11-15')).toEqual(['weekly']);
  });

  it('keeps the newest of several backups of one day, and counts the day once', () => {
    const at = (name: string, iso: string): DatedBackup => ({ name, createdAt: new Date(iso) });
    const backups = [
      at('morning', '2026-12-03T07:00:00Z'),
      at('before-release', '2026-12-03T15:30:00Z'),
      at('yesterday', '2026-12-02T07:00:00Z'),
      at('the-day-before', '2026-12-01T07:00:00Z'),
    ];
    const kept = backupsToKeep(backups, { daily: 2, weekly: 0, monthly: 0 });
    expect([...kept.keys()].sort()).toEqual(['before-release', 'yesterday']);
  });

  it('counts the periods that have a backup: when backups stop, the last ones stay', () => {
    const stoppedInJuly = nightly('2026-07-01', '2026-07-20');
    const kept = backupsToKeep(stoppedInJuly, { daily: 7, weekly: 0, monthly: 0 });
    expect([...kept.keys()].sort()).toEqual(nightly('2026-07-14', '2026-07-20').map((b) => b.name));
  });

  it('always keeps the newest backup, even under a policy of nothing', () => {
    const kept = backupsToKeep(nightly('2026-12-01', '2026-12-03'), { daily: 0, weekly: 0, monthly: 0 });
    expect([...kept]).toEqual([['2026-12-03', ['newest']]]);
    expect(backupsToKeep([], DEFAULT_RETENTION).size).toBe(0);
  });

  it('names ISO weeks across the turn of a year', () => {
    expect(isoWeek(new Date('2026-01-01T12:00:00Z'))).toBe('2026-W01'); // a Thursday
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53'); // a Friday: 2026's last week
    expect(isoWeek(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01'); // a Monday: 2025's first week
    expect(isoWeek(new Date('2026-12-06T23:59:59Z'))).toBe('2026-W49'); // Sunday ends the week
    expect(isoWeek(new Date('2026-12-07T00:00:00Z'))).toBe('2026-W50');
  });
});
