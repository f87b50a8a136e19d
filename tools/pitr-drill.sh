#!/usr/bin/env bash
# Point-in-time recovery drill (docs/deploy.md, "Point-in-time recovery"): the settings that page
# gives, tried end to end on a PostgreSQL cluster of the drill's own (never the machine's shared one).
#
#   1. a new cluster with WAL archiving on, migrated and seeded as a deployment is (db:prepare);
#   2. a base backup (pg_basebackup, tar, gzip, WAL streamed alongside);
#   3. the moment to return to, then a mistake: every ledger account's balance changed by hand,
#      which `ledger:reconcile` must catch on the damaged database;
#   4. the cluster stopped, the base backup unpacked into an empty data folder with
#      restore_command and recovery_target_time, recovery.signal, started: PostgreSQL replays the
#      archive up to that moment and promotes;
#   5. on the recovered database `ledger:reconcile` and `audit:verify` pass and the rows written
#      before the moment are all there.
#
# Needs root (initdb runs as the `postgres` user), PostgreSQL's server binaries and runuser.
# Run from the repository: `npm run drill:pitr`. Prints each step; exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

pg_bin=/usr/lib/postgresql/$(ls /usr/lib/postgresql | sort -V | tail -1)/bin
for tool in initdb pg_ctl pg_basebackup psql; do
  [ -x "$pg_bin/$tool" ] || { echo "pitr-drill: $pg_bin/$tool is missing (Debian: postgresql)" >&2; exit 2; }
done
[ "$(id -u)" -eq 0 ] || { echo 'pitr-drill: run as root (initdb runs as the postgres user)' >&2; exit 2; }

work=$(mktemp -d /tmp/invierte-pitr.XXXXXX)
chown postgres "$work"
as_pg() { runuser -u postgres -- "$@"; }
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
url="postgres://postgres@127.0.0.1:$port/invierte"
sql() { "$pg_bin/psql" -X -q -At -h 127.0.0.1 -p "$port" -U postgres -d invierte -c "$1"; }
step() { printf '\n== %s\n' "$1"; }
stop_cluster() { as_pg "$pg_bin/pg_ctl" -D "$1" -m fast -w stop >/dev/null 2>&1 || true; }
trap 'stop_cluster "$work/data"; stop_cluster "$work/recovered"; rm -rf "$work"' EXIT

step "a cluster with WAL archiving (port $port, $work)"
as_pg "$pg_bin/initdb" -D "$work/data" --auth=trust -U postgres >/dev/null
as_pg mkdir "$work/wal-archive"
cat >>"$work/data/postgresql.conf" <<CONF
port = $port
listen_addresses = '127.0.0.1'
unix_socket_directories = '$work'
wal_level = replica
archive_mode = on
archive_command = 'test ! -f $work/wal-archive/%f && cp %p $work/wal-archive/%f'
archive_timeout = 60
CONF
as_pg "$pg_bin/pg_ctl" -D "$work/data" -l "$work/data.log" -w start >/dev/null
"$pg_bin/psql" -X -q -h 127.0.0.1 -p "$port" -U postgres -d postgres -c 'create database invierte'

step 'migrated and seeded (db:prepare)'
DATABASE_URL=$url DATA_DIR="$work/api-data" npm run --silent db:prepare -w apps/api

step 'base backup'
as_pg "$pg_bin/pg_basebackup" -h 127.0.0.1 -p "$port" -U postgres -D "$work/base" -Ft -z -Xs
ls -l "$work/base"

step 'the moment to return to'
entries_before=$(sql 'select count(*) from ledger_entries')
balances_before=$(sql "select md5(string_agg(code || '=' || posted || '/' || reserved, ',' order by code)) from ledger_accounts")
users_before=$(sql 'select count(*) from users')
sleep 1
target=$(sql "select to_char(now(), 'YYYY-MM-DD HH24:MI:SS.US TZH')")
sleep 1
echo "target $target: $users_before users, $entries_before journal entries, balances fingerprint $balances_before"

step 'the mistake: every ledger balance changed by hand'
sql 'update ledger_accounts set posted = posted + 1000'
# Closes the WAL segment that holds the mistake, so the archive has WAL past the target.
sql 'select pg_switch_wal()' >/dev/null
for _ in $(seq 1 50); do
  [ "$(sql "select last_failed_wal is null or last_archived_time > last_failed_time from pg_stat_archiver")" = t ] &&
    [ "$(sql "select count(*) from pg_stat_archiver where last_archived_wal >= pg_walfile_name(pg_current_wal_lsn())")" = 1 ] && break
  sleep 0.2
done
if DATABASE_URL=$url DATA_DIR="$work/api-data" npm run --silent ledger:reconcile >"$work/damaged.log" 2>&1; then
  echo 'pitr-drill: the reconciliation passed on the damaged database; it should have failed' >&2
  exit 1
fi
echo 'ledger:reconcile on the damaged database: failed, as it must'
tail -n 3 "$work/damaged.log"

step 'recovery to the moment'
stop_cluster "$work/data"
as_pg mkdir -m 700 "$work/recovered"
as_pg tar -xzf "$work/base/base.tar.gz" -C "$work/recovered"
as_pg tar -xzf "$work/base/pg_wal.tar.gz" -C "$work/recovered/pg_wal"
cat >>"$work/recovered/postgresql.auto.conf" <<CONF
restore_command = 'cp $work/wal-archive/%f %p'
recovery_target_time = '$target'
recovery_target_action = 'promote'
CONF
as_pg touch "$work/recovered/recovery.signal"
started=$(date +%s.%N)
as_pg "$pg_bin/pg_ctl" -D "$work/recovered" -l "$work/recovered.log" -w -t 120 start >/dev/null
for _ in $(seq 1 100); do [ "$(sql 'select pg_is_in_recovery()')" = f ] && break; sleep 0.2; done
[ "$(sql 'select pg_is_in_recovery()')" = f ] || { echo 'pitr-drill: never promoted' >&2; exit 1; }
printf 'recovered and promoted in %.1f s\n' "$(echo "$(date +%s.%N) - $started" | bc)"
grep -E 'recovery stopping|consistent recovery state|archive recovery complete' "$work/recovered.log" || true

step 'checks on the recovered database'
entries_after=$(sql 'select count(*) from ledger_entries')
balances_after=$(sql "select md5(string_agg(code || '=' || posted || '/' || reserved, ',' order by code)) from ledger_accounts")
users_after=$(sql 'select count(*) from users')
echo "$users_after users, $entries_after journal entries, balances fingerprint $balances_after"
[ "$entries_after" = "$entries_before" ] && [ "$balances_after" = "$balances_before" ] &&
  [ "$users_after" = "$users_before" ] || { echo 'pitr-drill: the recovered rows differ' >&2; exit 1; }
DATABASE_URL=$url DATA_DIR="$work/api-data" npm run --silent ledger:reconcile
DATABASE_URL=$url DATA_DIR="$work/api-data" npm run --silent audit:verify

step 'point-in-time recovery drill passed'
