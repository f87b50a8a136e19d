import {
  currencySymbols,
  DomainError,
  isStep1Complete,
  nextOnboardingStep,
  onboardingParts,
  onboardingPath,
  progressPercentage,
  step1ScreensFor,
  type OnboardingInfo,
  type OnboardingPart,
  type OnboardingProgressInput,
  type OnboardingStatus,
  type OnboardingSavedParts,
  type SavedInvestment,
  type Step1Context,
} from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import { onboardingRepository, type OnboardingProduct, type OnboardingRow } from './onboarding.repository.ts';

/** The saved parts of one onboarding, by part name. */
export type SavedParts = Map<OnboardingPart, Record<string, unknown>>;

/** Everything the rules and the info answer read about one onboarding. */
export interface OnboardingFacts {
  row: OnboardingRow;
  parts: SavedParts;
  product: OnboardingProduct;
  quota: { value: string; valueDate: string } | undefined;
  /** The customer has active bank accounts to choose from (select-bank-account instead of bank-account). */
  hasBankAccounts?: boolean;
}

const isPart = (name: string): name is OnboardingPart =>
  (onboardingParts as readonly string[]).includes(name);

function savedPartsOf(rows: Array<{ part: string; data: Record<string, unknown> }>): SavedParts {
  const parts: SavedParts = new Map();
  for (const p of rows) if (isPart(p.part)) parts.set(p.part, p.data);
  return parts;
}

/** Another user's id answers 404 like a missing one, so ids cannot be probed. */
export const onboardingNotFound = () => new DomainError('NOT_FOUND', 'No encontramos la solicitud.');

/** The caller's onboarding with its parts and product; 404 when it is not theirs. */
export async function loadOwnedOnboarding(db: Db, id: string, userId: string): Promise<OnboardingFacts> {
  const found = await onboardingRepository.findOwnedWithEverything(db, id, userId);
  if (!found) throw onboardingNotFound();
  return factsOf(found);
}

/**
 * What a step save checks, in one read: the onboarding's facts, the account's profile and document
 * (a save checks the parts against that document), and the stamps of those facts its write
 * requires unchanged (`checkedFactsStamp` in the repository, decision 0054).
 */
export async function loadStepFacts(db: Db, id: string, userId: string) {
  const found = await onboardingRepository.findOwnedForStepSave(db, id, userId);
  if (!found) throw onboardingNotFound();
  return {
    facts: factsOf(found),
    account: found.account,
    stamps: { facts: found.factsStamp, parts: found.partsStamp },
  };
}

/**
 * An onboarding's facts, for a row the caller has already read (often locked in its transaction,
 * so the facts keep that row). One read: a transaction's queries go one after another on its one
 * connection, so reading the parts, the product and the bank accounts side by side gained nothing.
 */
export async function loadFacts(db: Db, row: OnboardingRow): Promise<OnboardingFacts> {
  const found = await onboardingRepository.findOwnedWithEverything(db, row.id, row.userId);
  if (!found) throw new Error(`onboarding ${row.id} not found`);
  return factsOf({ ...found, row });
}

type EverythingRead = NonNullable<Awaited<ReturnType<typeof onboardingRepository.findOwnedWithEverything>>>;

function factsOf(read: EverythingRead): OnboardingFacts {
  const { row, parts, product, quotaValue, quotaValueDate, activeBankAccounts } = read;
  if (product.deletedAt) throw new Error(`onboarding ${row.id} names a missing product`);
  return {
    row,
    parts: savedPartsOf(parts),
    product,
    quota:
      quotaValue !== null && quotaValueDate !== null
        ? { value: quotaValue, valueDate: quotaValueDate }
        : undefined,
    hasBankAccounts: activeBankAccounts > 0,
  };
}

/** What the state machine reads from a stored onboarding. */
export function statusOf(row: OnboardingRow, parts: SavedParts): OnboardingStatus {
  return {
    state: row.state,
    contractState: row.contractState,
    resumeState: row.resumeState,
    hasInvestment: parts.has('investment'),
  };
}

/**
 * What the conditional screens depend on. An investor with active bank accounts in the profile
 * chooses one of them (select-bank-account); one without enters one (bank-account).
 */
export function step1ContextOf(
  parts: SavedParts,
  product: OnboardingProduct,
  hasBankAccounts = false,
): Step1Context {
  const holder = parts.get('resourceHolder')?.holder;
  const accountType = parts.get('accountType')?.accountType;
  return {
    resourceHolder: holder === 'SELF' || holder === 'THIRD_PARTY' ? holder : undefined,
    accountType: accountType === 'INDIVIDUAL' || accountType === 'JOINT' ? accountType : undefined,
    institutionalProduct: product.isInstitutional,
    hasBankAccounts,
  };
}

export function progressInputOf(
  row: OnboardingRow,
  parts: SavedParts,
  product: OnboardingProduct,
  hasBankAccounts = false,
): OnboardingProgressInput {
  return {
    state: row.state,
    contractState: row.contractState,
    resumeState: row.resumeState,
    savedParts: parts.keys(),
    context: step1ContextOf(parts, product, hasBankAccounts),
  };
}

/** GET /api/onboarding/{id}/info's answer, also returned by every save so both always agree. */
export function onboardingInfoOf({
  row,
  parts,
  product,
  quota,
  hasBankAccounts = false,
}: OnboardingFacts): OnboardingInfo {
  const context = step1ContextOf(parts, product, hasBankAccounts);
  const input = () => progressInputOf(row, parts, product, hasBankAccounts);
  const next = nextOnboardingStep(input());
  const currency = product.currency;
  const investment = parts.get('investment') as SavedInvestment | undefined;
  return {
    _id: row.id,
    onboardingId: row.id,
    state: row.state,
    keynuaContractState: row.contractState,
    resumeState: row.resumeState,
    version: row.version,
    percentage: progressPercentage(input()),
    investment: investment
      ? { amount: investment.amount, quotaValue: investment.quotaValue, quotaNumber: investment.quotaNumber }
      : null,
    product: {
      id: product.id,
      name: product.name,
      quotaValue: quota?.value ?? null,
      currency: { code: currency, symbol: currencySymbols[currency] },
      isInstitutional: product.isInstitutional,
    },
    parts: Object.fromEntries(parts) as OnboardingSavedParts,
    screens: step1ScreensFor(context).map((s) => ({
      route: s.route,
      part: s.part,
      section: s.section,
      saved: parts.has(s.part),
    })),
    step1Complete: isStep1Complete(parts.keys(), context),
    next: { ...next, path: onboardingPath(row.id, next) },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
