import {
  DomainError,
  onboardingPartContracts,
  onboardingParts,
  step1ScreensFor,
  type CreateOnboardingResponse,
  type OnboardingPart,
} from '@invierte/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { customersRepository } from '../customers/customers.repository.ts';
import { productsRepository } from '../../catalogue/index.ts';
import { createOnboarding } from './create-onboarding.ts';
import { onboardingRepository } from './onboarding.repository.ts';
import { step1ContextOf, type SavedParts } from './onboarding-view.ts';
import { saveOnboardingParts } from './save-onboarding-part.ts';

/** Parts a further subscription never takes from before: the amount is this subscription's own. */
const NOT_CARRIED: ReadonlySet<OnboardingPart> = new Set(['investment', 'bankAccount']);

/**
 * POST /api/onboarding/create-invesment (requirements R7): a participant buys more, of the same or another
 * fund. The onboarding is created with every check of `create` (lock, pending, restricted), then
 * the KYC the participant already gave is carried over: each step-1 part from their profile (their
 * current data) or else their latest approved onboarding, and the default bank account of the
 * product's currency — all through the ordinary part save, so each is checked against today's rules
 * and written in one transaction. If anything no longer passes, nothing is carried and the investor
 * simply fills in those screens; the onboarding itself stands. Answers like `create`.
 */
export async function createInvestment(
  ctx: AppContext,
  input: { userId: string; productId: string; client: ClientInfo; log: FastifyBaseLogger },
): Promise<CreateOnboardingResponse> {
  const user = await onboardingRepository.userDocument(ctx.db, input.userId);
  if (!user) throw new DomainError('UNAUTHORIZED');
  if (user.profile !== 'PARTICIPE')
    throw new DomainError(
      'FORBIDDEN',
      'Esta opción es para partícipes. Inicia tu primera inversión desde la ficha del producto.',
    );
  const created = await createOnboarding(ctx, input.userId, input.productId, input.client, 'SUBSCRIPTION');

  const parts = await carriedParts(ctx, input.userId, input.productId);
  if (parts.length > 0)
    try {
      await saveOnboardingParts(ctx, {
        userId: input.userId,
        onboardingId: created._id,
        parts,
        expectedVersion: undefined,
        client: input.client,
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      input.log.warn({ err: error, onboardingId: created._id }, 'KYC not carried to a new subscription');
    }
  return created;
}

async function carriedParts(ctx: AppContext, userId: string, productId: string) {
  const [product, approved, profile, accounts] = await Promise.all([
    productsRepository.findById(ctx.db, productId),
    customersRepository.latestApprovedParts(ctx.db, userId),
    customersRepository.listSections(ctx.db, userId),
    customersRepository.listBankAccounts(ctx.db, userId, true),
  ]);
  if (!product) return [];
  const known = new Set<string>(onboardingParts);
  const merged: SavedParts = new Map();
  for (const p of approved) if (known.has(p.part)) merged.set(p.part as OnboardingPart, p.data);
  for (const s of profile) if (known.has(s.section)) merged.set(s.section as OnboardingPart, s.data);
  for (const part of NOT_CARRIED) merged.delete(part);
  const account =
    accounts.find((a) => a.currency === product.currency && a.isDefault) ??
    accounts.find((a) => a.currency === product.currency);
  if (account)
    merged.set('bankAccount', {
      bank: account.bank,
      accountType: account.accountType,
      currency: account.currency,
      accountNumber: account.accountNumber,
      cci: account.cci,
    });

  // Only the screens this product and these answers ask for, in the order a person fills them.
  const screens = step1ScreensFor(step1ContextOf(merged, product, accounts.length > 0));
  const wanted = new Set(screens.map((s) => s.part));
  // Each as the call's body would be: a part today's schema no longer accepts is left to the screen.
  return onboardingParts.flatMap((part) => {
    const parsed = wanted.has(part) && onboardingPartContracts[part].schema.safeParse(merged.get(part));
    return parsed && parsed.success ? [{ part, data: parsed.data as Record<string, unknown> }] : [];
  });
}
