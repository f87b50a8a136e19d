/**
 * What `bench/large-run.ts` measures over the large database (bench/large-data.ts): the targets of
 * issues #10 and #11, each request from a different investor drawn from the 2,000 with a session.
 */
import { onboardingStates } from '@invierte/domain';
import type { LargeAccounts, Participant } from './large-database.ts';
import { participantEmail } from './large-data.ts';
import { DATABASES, type RequestVariant, type Scenario } from './scenarios.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fixed shuffle (mulberry32): every run draws the same "random" investors and orders. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let a = seed;
  const random = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The calls /portafolio makes on its first view (Holdings, its charts at 12 months, the alerts menu). */
export const PORTFOLIO_HOME_CALLS = [
  '/api/portfolio/funds',
  '/api/portfolio/resume/PEN',
  '/api/portfolio/resume/USD',
  '/api/rescues/total-pendings',
  '/api/portfolio/chart-global-investment-history?months=12&granularity=month',
  '/api/portfolio/chart-global-income-and-expenses-history?months=12',
  '/api/portfolio/chart-income-and-expenses?months=12',
  '/api/user/alert',
] as const;

/** Participant 1 has the large movements history (bench/large-data.ts). */
export const exporterOf = (accounts: LargeAccounts): Participant => {
  const found = accounts.participants.find((p) => p.email === participantEmail(1));
  if (!found) throw new Error('bench large: participant 1 has no session');
  return found;
};

/** Everyone but the exporter, in a fixed random order. */
const investors = (accounts: LargeAccounts) =>
  shuffled(
    accounts.participants.filter((p) => p.email !== participantEmail(1)),
    2026,
  );

const searches = [
  'Quispe',
  'Rojas',
  'María',
  'inversionista12',
  'inversionista345@',
  '6000',
  '600012',
  'torres',
];

export function largeScenarios(accounts: LargeAccounts): Scenario[] {
  const people = investors(accounts);
  const admin = bearer(accounts.admin);
  const exporter = exporterOf(accounts);
  const homeCalls: RequestVariant[] = shuffled(
    people
      .slice(0, 500)
      .flatMap((p) => PORTFOLIO_HOME_CALLS.map((path) => ({ path, headers: bearer(p.token) }))),
    10,
  );
  const movementPages: RequestVariant[] = people.slice(0, 500).flatMap((p, i) => [
    { path: `/api/portfolio/movements/list?page=1&pageSize=20`, headers: bearer(p.token) },
    { path: `/api/portfolio/movements/list?page=${2 + (i % 2)}&pageSize=20`, headers: bearer(p.token) },
  ]);
  const rescues: RequestVariant[] = people.map((p) => ({
    headers: bearer(p.token),
    body: { productId: p.productId, bankAccountId: p.bankAccountId, quotas: '0.01000000' },
    uniqueHeader: 'idempotency-key',
  }));
  const onboardingLists: RequestVariant[] = onboardingStates.flatMap((state) =>
    [1, 2, 3, 10].map((page) => ({
      path: `/api/admin/onboarding/list?state=${state}&page=${page}&limit=20`,
    })),
  );
  const onboardingSearches: RequestVariant[] = searches.map((names) => ({
    path: `/api/admin/onboarding/list?names=${encodeURIComponent(names)}&page=1&limit=20`,
  }));
  const participantLists: RequestVariant[] = [
    ...searches.flatMap((search) => [1, 2].map((page) => ({ body: { search, page, limit: 20 } }))),
    ...[1, 5, 50, 200].map((page) => ({ body: { page, limit: 20 } })),
    ...(['name', 'createdAt'] as const).map((sort) => ({
      body: { page: 3, limit: 20, sort, direction: 'asc' },
    })),
  ];
  return [
    {
      name: 'portfolio home, 8 calls of /portafolio mixed, 500 investors',
      method: 'GET',
      path: '/api/portfolio/funds',
      databases: DATABASES,
      variants: homeCalls,
      minRatioToBare: 0.08,
      maxP99Ms: 50,
      targetsOn: ['postgres'],
    },
    {
      name: 'movements list (20 per page, pages 1-3), 500 investors',
      method: 'GET',
      path: '/api/portfolio/movements/list',
      databases: DATABASES,
      variants: movementPages,
      minRatioToBare: 0.08,
      maxP99Ms: 50,
      targetsOn: ['postgres'],
    },
    {
      name: 'admin: onboardings by state, pages 1-10',
      method: 'GET',
      path: '/api/admin/onboarding/list',
      headers: admin,
      databases: DATABASES,
      // Issue #28: every back-office list and search under 100 ms at the 99th percentile.
      maxP99Ms: 100,
      targetsOn: ['postgres'],
      variants: onboardingLists,
    },
    {
      name: 'admin: onboardings searched by name',
      method: 'GET',
      path: '/api/admin/onboarding/list',
      headers: admin,
      databases: DATABASES,
      // Issue #28: every back-office list and search under 100 ms at the 99th percentile.
      maxP99Ms: 100,
      targetsOn: ['postgres'],
      variants: onboardingSearches,
    },
    {
      name: 'admin: onboarding counts per state',
      method: 'GET',
      path: '/api/admin/onboarding/listQuantities',
      headers: admin,
      databases: DATABASES,
      // Issue #28: every back-office list and search under 100 ms at the 99th percentile.
      maxP99Ms: 100,
      targetsOn: ['postgres'],
    },
    {
      name: 'admin: participants, searched, sorted and paged',
      method: 'POST',
      path: '/api/admin/user/listparticipant',
      headers: admin,
      databases: DATABASES,
      // Issue #28: every back-office list and search under 100 ms at the 99th percentile.
      maxP99Ms: 100,
      targetsOn: ['postgres'],
      variants: participantLists,
    },
    {
      name: 'rescue requests, each with its own Idempotency-Key, 1,999 investors',
      method: 'POST',
      path: '/api/rescues',
      databases: DATABASES,
      variants: rescues,
      minRequestsPerSecond: 500,
      maxP99Ms: 100,
      targetsOn: ['postgres'],
      settleSeconds: 2,
      queuesMail: true,
    },
    {
      name: 'health (1 client) while a 10,000-row .xlsx and 20 PDFs are generated',
      method: 'GET',
      path: '/api',
      databases: DATABASES,
      connections: 1,
      background: {
        method: 'GET',
        path: '/api/portfolio/investments/user/DownloadDocumentAccountState',
        connections: 21,
        variants: [
          { path: '/api/portfolio/movements/listXlsx', headers: bearer(exporter.token) },
          ...people.slice(600, 620).map((p) => ({ headers: bearer(p.token) })),
        ],
      },
      maxP99Ms: 50,
      settleSeconds: 3,
    },
  ];
}
