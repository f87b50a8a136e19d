/**
 * The large database of issues #10 and #11 ("10,000 investors × 50 movements"), written in bulk SQL
 * (INSERT … SELECT over generate_series) into a migrated and seeded database, through the real schema:
 * participants (users) with a bank account and an investment each, their movements, and for every
 * movement the ledger transactions the API itself would post (docs/ledger.md, "Operations"):
 *
 * - a subscription: position POSTED +q, fund issued POSTED −q, fund bank +a, cash in transit −a;
 * - a settled rescue: RESERVE (position RESERVED +q, issued RESERVED −q), then SETTLE (the reserve's
 *   opposite, position POSTED −q, issued POSTED +q, fund bank −a, cash in transit +a), with its
 *   `rescues` row SETTLED;
 * - a pending rescue (the last movement of one investor in ten): RESERVE only, `rescues` row PENDING,
 *   counted in the quarter's repurchase counter.
 *
 * Every entry carries the account's balance before and after it (a running sum in the order the
 * entries were posted), every account ends equal to the sum of its entries, and the API's own
 * reconciliation (`reconcileLedger`) is run on the result. Besides: an APPROVED onboarding per
 * participant, interested investors with onboardings in every open and closed state, and the
 * current quarter's repurchase counter per fund.
 */
import { limaQuarter, repurchaseCapUnits } from '@invierte/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.ts';
import { reconcileLedger } from '../apps/api/src/contexts/ledger/ledger/reconcile-ledger.ts';
import { rescuesRepository } from '../apps/api/src/contexts/portfolio/rescues/rescues.repository.ts';

export interface LargeDataOptions {
  investors: number;
  movementsPerInvestor: number;
  /** Movements of participant 1, whose .xlsx export is the large one (the others have `movementsPerInvestor`). */
  exporterMovements: number;
  /** Interested investors (INTERESADO) with an onboarding in one of the states below. */
  applicants: number;
  /** Lima's today: the newest movements are dated today (quota values exist up to it). */
  today: string;
  now: Date;
  /** One scrypt hash of BENCH_PASSWORD, shared by every generated account. */
  passwordHash: string;
}

/** The password of every generated account. */
export const BENCH_PASSWORD = 'Benchmark2026';
/** E-mail of generated participant `i` (1-based). */
export const participantEmail = (i: number) => `inversionista${i}@bench.invierte.pe`;

/** Open and closed states the applicants' onboardings are spread over, with their contract state. */
const APPLICANT_STATES: Array<[state: string, contract: string]> = [
  ['IN_PROGRESS', 'PENDING'],
  ['PENDING_SIGNATURE', 'GENERATED'],
  ['WAITING_FOR_APPROVAL', 'SIGNED'],
  ['PENDING_DEPOSIT', 'APPROVED'],
  ['IN_VERIFICATION', 'APPROVED'],
  ['DISAPPROVED', 'SIGNED'],
  ['CANCELED', 'PENDING'],
  ['WAITING_FOR_CANCEL', 'GENERATED'],
];

const names = [
  'Rosa',
  'Luis',
  'María',
  'José',
  'Carmen',
  'Jorge',
  'Ana',
  'Carlos',
  'Lucía',
  'Pedro',
  'Sofía',
  'Miguel',
];
const lastNames = [
  'Quispe',
  'Flores',
  'Sánchez',
  'Rojas',
  'García',
  'Huamán',
  'Mamani',
  'Torres',
  'Chávez',
  'Vargas',
  'Ramos',
  'Castillo',
  'Mendoza',
  'Díaz',
  'Paredes',
];
const array = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;
/**
 * A number from 0 to 2^32 - 1 that looks random but is fixed by `n` and `salt`: surnames drawn with it
 * are independent of the registration day (drawn from `n % 15`). Drawn from `n / 12` instead, a
 * surname fell on 12 of the 15 days and never on the 3 newest, which no real population does, and a
 * search for it walked past 2,000 participants to find its first page.
 */
const spread = (n: string, salt: number) => `(hashint4(${n} * 31 + ${salt})::bigint + 2147483648)`;

/** The statements, in order; each is one INSERT … SELECT (or a temporary table feeding them). */
function statements(o: LargeDataOptions): string[] {
  const n = o.investors;
  const m = o.movementsPerInvestor;
  const today = `'${o.today}'::date`;
  const hash = `'${o.passwordHash.replace(/'/g, "''")}'`;
  const states = APPLICANT_STATES.map(([s, c]) => `('${s}','${c}')`).join(',');
  return [
    // Sorting 2 million legs for the running balances wants memory; the rows are consistent by
    // construction (and reconciled below), so the foreign-key triggers are skipped while loading.
    `set local work_mem = '256MB'`,
    `set local session_replication_role = replica`,
    // The public funds (the private La Calera stays empty), numbered 0..5.
    `create temp table g_prod on commit drop as
       select id, currency, (row_number() over (order by position, code) - 1)::int as idx
       from products where not is_private`,
    `create temp table g_inv on commit drop as
       select i, gen_random_uuid() as user_id, p.id as product_id, p.currency,
              gen_random_uuid() as bank_id, gen_random_uuid() as investment_id
       from generate_series(1, ${n}) i
       join g_prod p on p.idx = i % (select count(*) from g_prod)`,
    `insert into users (id, email, password_hash, name, last_name, second_last_name, document_type,
                        document_number, investor_profile, profile, first_login, question_completed,
                        email_verified_at, created_at, updated_at)
     select user_id, 'inversionista' || i || '@bench.invierte.pe', ${hash},
            (${array(names)})[1 + i % ${names.length}],
            (${array(lastNames)})[1 + ${spread('i', 1)} % ${lastNames.length}],
            (${array(lastNames)})[1 + ${spread('i', 2)} % ${lastNames.length}],
            'DNI', (60000000 + i)::text, 'MODERADO', 'PARTICIPE', false, true,
            ${today} - 365 + (i % 15), ${today} - 365 + (i % 15), ${today} - 365 + (i % 15)
     from g_inv`,
    `insert into customer_bank_accounts (id, user_id, bank, account_type, currency, account_number, cci, is_default)
     select bank_id, user_id, 'BCP', 'AHORROS', currency, lpad((1900000000 + i)::text, 13, '0'),
            lpad((200000000 + i)::text, 20, '0'), true
     from g_inv`,
    `insert into investments (id, user_id, product_id, created_at)
     select investment_id, user_id, product_id, ${today} - 364 from g_inv`,
    `insert into onboardings (user_id, product_id, state, contract_state, created_at, updated_at)
     select user_id, product_id, 'APPROVED', 'APPROVED', ${today} - 366 + (i % 15), ${today} - 365 + (i % 15)
     from g_inv`,
    // Movement k of investor i: the first and most others subscriptions, every tenth a settled rescue,
    // the last one of one investor in ten a pending rescue. Weekly, the newest today; participant 1
    // has `exporterMovements` of them over the same 50 weeks.
    `create temp table g_mov on commit drop as
       select v.*, q.value as quota_value,
              round(v.quotas * q.value, 2) as amount,
              case when v.kind = 'SUBSCRIPTION' then null else gen_random_uuid() end as rescue_id
       from (
         select g.i, g.user_id, g.product_id, g.currency, g.bank_id, g.investment_id, k,
                ${today} - ((g.c - k) * ${7 * m} / g.c + case when k = g.c then 0 else g.i % 7 end) as day,
                case when k = g.c and g.i % 10 = 0 then 'PENDING_RESCUE'
                     when k > 1 and k % 10 = 5 then 'RESCUE'
                     else 'SUBSCRIPTION' end as kind,
                case when k = 1 then (800 + g.i % 400)::numeric
                     when k = g.c and g.i % 10 = 0 then 0.5
                     when k % 10 = 5 then round(1 + ((g.i + k) % 300) / 100.0, 8)
                     else round(5 + ((g.i * 7 + k * 13) % 4000) / 100.0, 8) end as quotas
         from (select *, case when i = 1 then ${o.exporterMovements} else ${m} end as c from g_inv) g,
              generate_series(1, g.c) k
       ) v
       join quota_values q on q.product_id = v.product_id and q.value_date = v.day`,
    `insert into rescues (id, user_id, product_id, bank_account_id, currency, quotas, quota_value,
                          quota_value_date, applicable_day, amount, quarter, status, requested_at,
                          resolved_at)
     select rescue_id, user_id, product_id, bank_id, currency, quotas, quota_value, day, day, amount,
            to_char(day, 'YYYY') || '-Q' || to_char(day, 'Q'),
            case kind when 'RESCUE' then 'SETTLED' else 'PENDING' end,
            day + time '10:00' - interval '5 hours',
            case kind when 'RESCUE' then day + time '16:00' - interval '5 hours' end
     from g_mov where rescue_id is not null`,
    `insert into movements (investment_id, type, status, amount, quota_value, quotas, operation_date,
                            idempotency_key, created_at)
     select investment_id, case kind when 'SUBSCRIPTION' then 'SUBSCRIPTION' else 'RESCUE' end,
            case kind when 'PENDING_RESCUE' then 'PENDING' else 'APPROVED' end,
            amount, quota_value, case kind when 'SUBSCRIPTION' then quotas else -quotas end, day,
            case kind when 'SUBSCRIPTION' then 'bench:subscription:' || i || ':' || k
                 else 'rescue:' || rescue_id end,
            day + time '10:00' - interval '5 hours'
     from g_mov`,
    // Ledger accounts (codes as ledgerAccountCode builds them); the funds' may exist from the seed.
    `insert into ledger_accounts (code, kind, asset, user_id, product_id)
     select 'POSITION|UNITS:' || product_id || '|' || user_id || '|' || product_id, 'POSITION',
            'UNITS:' || product_id, user_id, product_id from g_inv
     union all
     select 'INVESTOR_CASH_IN_TRANSIT|' || currency || '|' || user_id || '|-', 'INVESTOR_CASH_IN_TRANSIT',
            currency, user_id, null from g_inv
     union all
     select 'FUND_ISSUED_UNITS|UNITS:' || id || '|-|' || id, 'FUND_ISSUED_UNITS', 'UNITS:' || id, null, id
     from g_prod
     union all
     select 'FUND_BANK|' || currency || '|-|' || id, 'FUND_BANK', currency, null, id from g_prod
     on conflict (code) do nothing`,
    `create temp table g_acc on commit drop as
       select g.user_id, g.product_id,
              (select id from ledger_accounts where code = 'POSITION|UNITS:' || g.product_id || '|' || g.user_id || '|' || g.product_id) as position_id,
              (select id from ledger_accounts where code = 'INVESTOR_CASH_IN_TRANSIT|' || g.currency || '|' || g.user_id || '|-') as cash_id,
              (select id from ledger_accounts where code = 'FUND_ISSUED_UNITS|UNITS:' || g.product_id || '|-|' || g.product_id) as issued_id,
              (select id from ledger_accounts where code = 'FUND_BANK|' || g.currency || '|-|' || g.product_id) as bank_id
       from g_inv g`,
    // One journal transaction per subscription, two per settled rescue (reserve, settle), one per
    // pending rescue (reserve); `seq` orders them in time.
    `create temp table g_tx on commit drop as
       select gen_random_uuid() as tx_id, t.*
       from (
         select i, k, 'SUBSCRIPTION' as tx_kind, 'bench:subscription:' || i || ':' || k as reference,
                day + time '10:00' - interval '5 hours' as at
         from g_mov where kind = 'SUBSCRIPTION'
         union all
         select i, k, 'RESERVE', 'rescue:' || rescue_id, day + time '10:00' - interval '5 hours'
         from g_mov where kind <> 'SUBSCRIPTION'
         union all
         select i, k, 'SETTLE', 'rescue:' || rescue_id, day + time '16:00' - interval '5 hours'
         from g_mov where kind = 'RESCUE'
       ) t`,
    `insert into ledger_transactions (id, kind, reference, memo, created_at)
     select tx_id, tx_kind, reference, '{"source":"bench large database"}'::jsonb, at from g_tx`,
    // The legs of each transaction (legs.ts), bound to accounts.
    `create temp table g_leg on commit drop as
       select t.tx_id, t.at, t.i, t.k, l.line, l.account_id, l.asset, l.bucket, l.amount
       from g_tx t
       join g_mov mv on mv.i = t.i and mv.k = t.k
       join g_acc a on a.user_id = mv.user_id
       cross join lateral (values
         (1, 'position', 'POSTED', 1), (2, 'issued', 'POSTED', -1), (3, 'bank', 'POSTED', 1), (4, 'cash', 'POSTED', -1)
       ) as sub(line, role, bucket, sign)
       cross join lateral (select
         case sub.role when 'position' then a.position_id when 'issued' then a.issued_id
                       when 'bank' then a.bank_id else a.cash_id end as account_id,
         case when sub.role in ('position', 'issued') then 'UNITS:' || mv.product_id else mv.currency end as asset,
         sub.bucket, sub.line,
         sub.sign * case when sub.role in ('position', 'issued') then mv.quotas else mv.amount end as amount) l
       where t.tx_kind = 'SUBSCRIPTION'
       union all
       select t.tx_id, t.at, t.i, t.k, l.line, l.account_id, l.asset, l.bucket, l.amount
       from g_tx t
       join g_mov mv on mv.i = t.i and mv.k = t.k
       join g_acc a on a.user_id = mv.user_id
       cross join lateral (values
         ('RESERVE', 1, 'position', 'RESERVED', 1), ('RESERVE', 2, 'issued', 'RESERVED', -1),
         ('SETTLE', 1, 'position', 'RESERVED', -1), ('SETTLE', 2, 'issued', 'RESERVED', 1),
         ('SETTLE', 3, 'position', 'POSTED', -1), ('SETTLE', 4, 'issued', 'POSTED', 1),
         ('SETTLE', 5, 'bank', 'POSTED', -1), ('SETTLE', 6, 'cash', 'POSTED', 1)
       ) as leg(tx_kind, line, role, bucket, sign)
       cross join lateral (select
         case leg.role when 'position' then a.position_id when 'issued' then a.issued_id
                       when 'bank' then a.bank_id else a.cash_id end as account_id,
         case when leg.role in ('position', 'issued') then 'UNITS:' || mv.product_id else mv.currency end as asset,
         leg.bucket, leg.line,
         leg.sign * case when leg.role in ('position', 'issued') then mv.quotas else mv.amount end as amount) l
       where t.tx_kind <> 'SUBSCRIPTION' and leg.tx_kind = t.tx_kind`,
    // Balances before and after each entry: the account's balance before the bench's entries (the
    // seed's, on the funds) plus the running sum of the entries posted before this one.
    `insert into ledger_entries (transaction_id, account_id, asset, bucket, amount, balance_before,
                                 balance_after, line, created_at)
     select l.tx_id, l.account_id, l.asset, l.bucket, l.amount,
            l.start + l.running - l.amount, l.start + l.running, l.line, l.at
     from (
       select g.*,
              case g.bucket when 'POSTED' then a.posted else a.reserved end as start,
              sum(g.amount) over (partition by g.account_id, g.bucket order by g.at, g.i, g.k, g.line
                                  rows between unbounded preceding and current row) as running
       from g_leg g join ledger_accounts a on a.id = g.account_id
     ) l`,
    `update ledger_accounts a
        set posted = a.posted + s.posted, reserved = a.reserved + s.reserved,
            version = a.version + s.n, updated_at = now()
       from (select account_id,
                    coalesce(sum(amount) filter (where bucket = 'POSTED'), 0) as posted,
                    coalesce(sum(amount) filter (where bucket = 'RESERVED'), 0) as reserved,
                    count(*)::int as n
             from g_leg group by account_id) s
      where a.id = s.account_id`,
    // Interested investors whose onboardings wait in the review queues (or were closed).
    `create temp table g_app on commit drop as
       select j, gen_random_uuid() as user_id, p.id as product_id, s.state, s.contract
       from generate_series(1, ${o.applicants}) j
       join g_prod p on p.idx = j % (select count(*) from g_prod)
       join (select row_number() over () - 1 as idx, state, contract
             from (values ${states}) v(state, contract)) s on s.idx = j % ${APPLICANT_STATES.length}`,
    `insert into users (id, email, password_hash, name, last_name, second_last_name, document_type,
                        document_number, profile, first_login, question_completed, email_verified_at,
                        created_at, updated_at)
     select user_id, 'solicitante' || j || '@bench.invierte.pe', ${hash},
            (${array(names)})[1 + (j + 5) % ${names.length}],
            (${array(lastNames)})[1 + ${spread('j', 3)} % ${lastNames.length}],
            (${array(lastNames)})[1 + ${spread('j', 4)} % ${lastNames.length}],
            'DNI', (69000000 + j)::text, 'INTERESADO', false, true,
            ${today} - (j % 60), ${today} - (j % 60), ${today} - (j % 60)
     from g_app`,
    `insert into onboardings (user_id, product_id, state, contract_state, created_at, updated_at, reason)
     select user_id, product_id, state, contract, ${today} - (j % 60), ${today} - (j % 60) + (j % 3),
            case state when 'DISAPPROVED' then 'Documentos ilegibles (datos de prueba).' end
     from g_app`,
    // The users were written without their trigger (session_replication_role): count them once.
    `select recount_users()`,
  ];
}

export interface LargeDataReport {
  seconds: number;
  investors: number;
  movements: number;
  rescues: { pending: number; settled: number };
  onboardings: Record<string, number>;
  ledger: { accounts: number; transactions: number; entries: number };
  reconciliationSeconds: number;
}

async function rows<T>(db: Db, query: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/**
 * Writes the large data set into `db` (migrated and seeded, without it), opens the current quarter's
 * repurchase counters as the API would, then runs the ledger's reconciliation and throws if it fails.
 */
export async function writeLargeData(
  db: Db,
  options: LargeDataOptions,
  log: (message: string) => void,
): Promise<LargeDataReport> {
  const started = performance.now();
  await db.transaction(async (tx) => {
    for (const statement of statements(options)) {
      const t = performance.now();
      await tx.execute(sql.raw(statement));
      log(
        `  ${statement.trim().split('\n')[0]!.slice(0, 70)}… ${((performance.now() - t) / 1000).toFixed(1)} s`,
      );
    }
    // The current quarter's counters: capital as the API computes it when it opens one, and every
    // pending or settled rescue of the quarter counted.
    const quarter = limaQuarter(options.now);
    const products = await rows<{ id: string; requested: string }>(
      tx,
      `select p.id, coalesce(sum(r.quotas) filter (where r.status in ('PENDING', 'SETTLED')), 0)::text as requested
         from products p left join rescues r on r.product_id = p.id and r.quarter = '${quarter.key}'
        group by p.id`,
    );
    for (const p of products) {
      const capital = await rescuesRepository.fundUnitsAt(tx, p.id, quarter.startsAt);
      const cap = repurchaseCapUnits(capital);
      await tx.execute(sql`
        insert into repurchase_quarters (product_id, quarter, capital_units, cap_units, requested_units)
        values (${p.id}, ${quarter.key}, ${capital}, ${cap}, ${p.requested})
        on conflict (product_id, quarter) do update set requested_units = excluded.requested_units`);
    }
  });
  const seconds = (performance.now() - started) / 1000;
  // The state a live database is in once autovacuum has passed after a bulk load: statistics for the
  // planner, and the visibility map that lets a count read an index alone instead of every row.
  await db.execute(sql.raw('vacuum analyze'));

  const reconcileStarted = performance.now();
  const reconciliation = await reconcileLedger(db);
  const reconciliationSeconds = (performance.now() - reconcileStarted) / 1000;
  if (!reconciliation.ok)
    throw new Error(
      `bench large database: the reconciliation fails (${reconciliation.accountMismatches.length} accounts, ` +
        `${reconciliation.unbalancedTransactions.length} transactions): ` +
        JSON.stringify(reconciliation.accountMismatches.slice(0, 3)),
    );
  const [counts] = await rows<{ movements: number; pending: number; settled: number }>(
    db,
    `select (select count(*) from movements)::int as movements,
            (select count(*) from rescues where status = 'PENDING')::int as pending,
            (select count(*) from rescues where status = 'SETTLED')::int as settled`,
  );
  const states = await rows<{ state: string; n: number }>(
    db,
    'select state, count(*)::int as n from onboardings group by state order by state',
  );
  return {
    seconds,
    investors: options.investors,
    movements: counts?.movements ?? 0,
    rescues: { pending: counts?.pending ?? 0, settled: counts?.settled ?? 0 },
    onboardings: Object.fromEntries(states.map((s) => [s.state, s.n])),
    ledger: {
      accounts: reconciliation.accounts,
      transactions: reconciliation.transactions,
      entries: reconciliation.entries,
    },
    reconciliationSeconds,
  };
}
