import {
  compareDecimalStrings,
  DomainError,
  limaDate,
  quotasForAmount,
  toAmountString,
  type FieldError,
  type OnboardingPart,
  type SavedInvestment,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { refuseWhileQuotaUpdating } from '../../catalogue/index.ts';
import { checkAnswers, fieldsError, knownCountries } from '../customers/check-answers.ts';

type Data = Record<string, unknown>;
import { investmentMinimumOf } from './investment-minimum.ts';
import { onboardingRepository } from './onboarding.repository.ts';
import type { OnboardingFacts } from './onboarding-view.ts';

/**
 * A part's answers checked as the profile checks its sections (`checkAnswers`: option keys, places,
 * age, the account's own document), and the investment against requirements R5's minimum. Returns the
 * data to store: the validated part, or for the investment the amount priced at the latest quota value.
 */
export async function checkPart(
  ctx: AppContext,
  part: OnboardingPart,
  data: Record<string, unknown>,
  facts: OnboardingFacts,
  account: { documentType: string | null; documentNumber: string | null },
): Promise<Record<string, unknown>> {
  if (part === 'finalBeneficiary' && data.isFinalBeneficiary === true) {
    // "Sí": no beneficiary is kept, whatever the body carried.
    const { beneficiary: _dropped, ...declaration } = data;
    return checkAnswers(ctx, part, declaration, account);
  }
  const checked = await checkAnswers(ctx, part, data, account);
  if (part === 'finalBeneficiary') {
    const errors = await beneficiaryErrors(
      ctx,
      data.beneficiary as Data | undefined,
      facts,
      limaDate(ctx.now()),
    );
    if (errors.length > 0) throw fieldsError(errors);
  }
  return part === 'investment' ? priceInvestment(ctx, String(data.amount), facts) : checked;
}

/**
 * The final beneficiary named on "No": the nationality from the catalogue, a birth date that has
 * happened (a minor may be the beneficiary: the terms' age rule is the investor's), and the identity
 * document uploaded to this very onboarding.
 */
async function beneficiaryErrors(
  ctx: AppContext,
  beneficiary: Data | undefined,
  facts: OnboardingFacts,
  today: string,
): Promise<FieldError[]> {
  if (!beneficiary) return [];
  const errors: FieldError[] = [];
  if (typeof beneficiary.nationality === 'string' && !knownCountries().has(beneficiary.nationality))
    errors.push({ field: 'body.beneficiary.nationality', message: 'Selecciona un país de la lista.' });
  if (typeof beneficiary.birthDate === 'string' && beneficiary.birthDate > today)
    errors.push({
      field: 'body.beneficiary.birthDate',
      message: 'La fecha de nacimiento no puede ser futura.',
    });
  const fileId = String(beneficiary.documentFileId);
  const document = await onboardingRepository.findFile(ctx.db, facts.row.id, fileId, 'BENEFICIARY_DOCUMENT');
  if (!document)
    errors.push({
      field: 'body.beneficiary.documentFileId',
      message: 'No encontramos el documento adjunto. Vuelve a adjuntarlo.',
    });
  return errors;
}

/**
 * The amount against requirements R5's minimum, priced at the latest quota value (quotas truncated to 8
 * decimals); refused while the day's quota update is under way.
 */
function priceInvestment(
  ctx: AppContext,
  rawAmount: string,
  { product, quota }: OnboardingFacts,
): SavedInvestment {
  refuseWhileQuotaUpdating(ctx, quota);
  const amount = toAmountString(rawAmount);
  const { minimum, message } = investmentMinimumOf(product);
  if (compareDecimalStrings(amount, minimum) < 0)
    throw new DomainError('VALIDATION_ERROR', message, [{ field: 'body.amount', message }]);
  if (!quota)
    throw new DomainError(
      'CONFLICT',
      'El producto aún no tiene un valor cuota publicado. Inténtalo más tarde.',
    );
  return {
    amount,
    quotaValue: quota.value,
    quotaValueDate: quota.valueDate,
    quotaNumber: quotasForAmount(amount, quota.value),
  };
}
