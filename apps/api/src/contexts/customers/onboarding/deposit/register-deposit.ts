import {
  DomainError,
  limaDate,
  registerDepositFields,
  depositMessages,
  type DepositView,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../../context.ts';
import type { ClientInfo } from '../../../../shared/client-info.ts';
import type { MultipartUpload } from '../../../../shared/read-multipart.ts';
import { storeFiles } from '../../../../shared/store-files.ts';
import { applyOnboardingEvent } from '../apply-onboarding-event.ts';
import { loadOwnedOnboarding, statusOf } from '../onboarding-view.ts';
import { onboardingRepository } from '../onboarding.repository.ts';
import { checkVouchers } from './check-vouchers.ts';
import { depositRepository } from './deposit.repository.ts';
import { assertDepositDue } from './deposit-state.ts';
import { CHECKING_PART } from './register-checking.ts';
import { DEPOSIT_PART, depositViewOf, type StoredDeposit } from './deposit-view.ts';
import { queueDepositReceived } from './queue-deposit-received.ts';
import { voucherRowsFor } from './voucher-rows.ts';
import { pdfCheckOf } from '../../../../shared/readable-pdf.ts';

const fieldError = (field: string, message: string) =>
  new DomainError('VALIDATION_ERROR', message, [{ field: `body.${field}`, message }]);

export interface RegisterDepositInput {
  userId: string;
  upload: MultipartUpload;
  client: ClientInfo;
}

/**
 * POST /api/onboarding/deposit/register: the transfer's details and its vouchers in one go, firing
 * REGISTER_DEPOSIT (PENDING_DEPOSIT → IN_VERIFICATION). Everything is checked before anything is
 * written; the files are put first and deleted again if the transaction fails, so a refusal leaves
 * no row and no file. The declaration (checking/register) must be accepted first. A registration after a rejected deposit replaces the earlier vouchers.
 */
export async function registerDeposit(ctx: AppContext, input: RegisterDepositInput): Promise<DepositView> {
  const parsed = registerDepositFields.safeParse(input.upload.fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({
      field: `body.${i.path.join('.')}`,
      message: i.message,
    }));
    throw new DomainError('VALIDATION_ERROR', errors[0]?.message, errors);
  }
  const { onboardingId, ...typed } = parsed.data;
  // Stored with 2 decimals, as the investment part is, so the two compare as written ("1500.00").
  const details = { ...typed, amount: new Decimal(typed.amount).toFixed(2) };
  const facts = await loadOwnedOnboarding(ctx.db, onboardingId, input.userId);
  const status = statusOf(facts.row, facts.parts);
  assertDepositDue(status);
  if (!(await onboardingRepository.hasPart(ctx.db, facts.row.id, CHECKING_PART)))
    throw new DomainError(
      'CONFLICT',
      'Confirma la declaración sobre el origen de tus fondos antes de enviar tu comprobante.',
    );

  const now = ctx.now();
  if (details.transferDate > limaDate(now)) throw fieldError('transferDate', depositMessages.futureDate);
  const bankName = await depositRepository.bankName(ctx.db, details.bank);
  if (!bankName) throw fieldError('bank', 'Selecciona el banco de origen.');
  const vouchers = await checkVouchers(input.upload.files, pdfCheckOf(ctx.work));

  const deposit: StoredDeposit = { ...details, bankName, registeredAt: now.toISOString() };
  const rows = voucherRowsFor(facts.row.id, input.userId, vouchers, { ...details }, now);
  const updated = await storeFiles(
    ctx.storage,
    rows.map((r) => ({ key: r.fileKey, content: r.content })),
    () =>
      ctx.db.transaction(async (tx) => {
        // The transition first: a second registration racing this one stops here, before any row.
        const row = await applyOnboardingEvent(ctx, tx, {
          row: facts.row,
          status,
          event: 'REGISTER_DEPOSIT',
          actorUserId: input.userId,
          client: input.client,
          at: now,
          part: DEPOSIT_PART,
          data: { ...deposit, vouchers: rows.map((r) => r.id) },
        });
        await depositRepository.retireVouchers(tx, facts.row.id, input.userId, now);
        await depositRepository.insertVouchers(
          tx,
          rows.map(({ content: _content, ...r }) => r),
        );
        await onboardingRepository.upsertPart(tx, facts.row.id, DEPOSIT_PART, deposit, now);
        await queueDepositReceived(ctx, tx, { userId: input.userId, facts, deposit });
        return row;
      }),
  );
  return depositViewOf(ctx.db, { ...facts, row: updated });
}
