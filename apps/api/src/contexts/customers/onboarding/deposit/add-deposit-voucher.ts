import {
  addDepositVoucherFields,
  DEPOSIT_MAX_FILES,
  depositMessages,
  DomainError,
  transitionOnboarding,
  type DepositView,
  type OnboardingState,
} from '@invierte/domain';
import type { AppContext } from '../../../../context.ts';
import type { ClientInfo } from '../../../../shared/client-info.ts';
import type { MultipartUpload } from '../../../../shared/read-multipart.ts';
import { storeFiles } from '../../../../shared/store-files.ts';
import { loadOwnedOnboarding, onboardingNotFound, statusOf } from '../onboarding-view.ts';
import { onboardingRepository } from '../onboarding.repository.ts';
import { checkVouchers } from './check-vouchers.ts';
import { depositRepository } from './deposit.repository.ts';
import { DEPOSIT_PART, depositViewOf, type StoredDeposit } from './deposit-view.ts';
import { voucherRowsFor } from './voucher-rows.ts';
import { pdfCheckOf } from '../../../../shared/readable-pdf.ts';

/** The event row that records added vouchers; the state does not change. */
export const ADD_DEPOSIT_VOUCHER = 'ADD_DEPOSIT_VOUCHER';

const tooMany = () =>
  new DomainError('VALIDATION_ERROR', depositMessages.tooMany, [
    { field: 'body.files', message: depositMessages.tooMany },
  ]);

const notRegisteredYet = () =>
  new DomainError('CONFLICT', 'Primero registra los datos de tu transferencia junto con su comprobante.');

/** Why this onboarding cannot take more vouchers now, or null when it can (IN_VERIFICATION). */
function refusalFor(state: OnboardingState, status: Parameters<typeof transitionOnboarding>[0]) {
  if (state === 'IN_VERIFICATION') return null;
  if (state === 'PENDING_DEPOSIT') return notRegisteredYet();
  const result = transitionOnboarding(status, 'REGISTER_DEPOSIT');
  return result.ok ? notRegisteredYet() : new DomainError(result.code);
}

/**
 * POST /api/onboarding/{id}/deposit: adds vouchers to a deposit already registered and being verified
 * (a second page, a clearer photo), up to 5 in all. The state does not change; an event row records
 * the addition. The onboarding row is locked while the vouchers are counted and written, so two
 * uploads at once cannot pass the limit together.
 */
export async function addDepositVoucher(
  ctx: AppContext,
  input: { userId: string; onboardingId: string; upload: MultipartUpload; client: ClientInfo },
): Promise<DepositView> {
  const fields = addDepositVoucherFields.safeParse(input.upload.fields);
  // The form's own onboardingId (requirements R7.2: the deposit form carries its onboardingId) must name the same onboarding.
  if (!fields.success || (fields.data.onboardingId && fields.data.onboardingId !== input.onboardingId))
    throw onboardingNotFound();
  const facts = await loadOwnedOnboarding(ctx.db, input.onboardingId, input.userId);
  const early = refusalFor(facts.row.state, statusOf(facts.row, facts.parts));
  if (early) throw early;
  const stored = await depositRepository.listVouchers(ctx.db, facts.row.id);
  const vouchers = await checkVouchers(input.upload.files, pdfCheckOf(ctx.work), stored.length);

  const now = ctx.now();
  const parts = await onboardingRepository.listParts(ctx.db, facts.row.id);
  const deposit = parts.find((p) => p.part === DEPOSIT_PART)?.data as StoredDeposit | undefined;
  const { bankName: _bankName, registeredAt: _registeredAt, ...details } = deposit ?? {};
  const rows = voucherRowsFor(facts.row.id, input.userId, vouchers, details, now);
  const row = await storeFiles(
    ctx.storage,
    rows.map((r) => ({ key: r.fileKey, content: r.content })),
    () =>
      ctx.db.transaction(async (tx) => {
        const locked = await depositRepository.lockOwned(tx, facts.row.id, input.userId);
        if (!locked) throw onboardingNotFound();
        const refusal = refusalFor(locked.state, statusOf(locked, facts.parts));
        if (refusal) throw refusal;
        const count = (await depositRepository.listVouchers(tx, locked.id)).length;
        if (count + rows.length > DEPOSIT_MAX_FILES) throw tooMany();
        await depositRepository.insertVouchers(
          tx,
          rows.map(({ content: _content, ...r }) => r),
        );
        await onboardingRepository.insertEvent(tx, {
          onboardingId: locked.id,
          actorUserId: input.userId,
          event: ADD_DEPOSIT_VOUCHER,
          fromState: locked.state,
          toState: locked.state,
          part: DEPOSIT_PART,
          data: { vouchers: rows.map((r) => r.id) },
          ip: input.client.ip,
          userAgent: input.client.userAgent,
          createdAt: now,
        });
        return locked;
      }),
  );
  return depositViewOf(ctx.db, { ...facts, row });
}
