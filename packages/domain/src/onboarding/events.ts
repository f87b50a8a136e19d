/**
 * What can happen to an onboarding. Who sends each event and which call carries it:
 * docs/onboarding.md, "Events".
 */
export const onboardingEvents = [
  /** Investor saves a step-1 part (POST /api/onboarding/{id}/<part>). */
  'SAVE_PART',
  /** Investor finishes step 1 (every required part saved). */
  'COMPLETE_STEP_1',
  /** The contract PDF is generated from the investor's data (signing/create-contract). */
  'GENERATE_CONTRACT',
  /** Investor signs with the one-time code (send-keynua / signing/send-contract). */
  'SIGN_CONTRACT',
  /** Back office approves the signing (PUT admin signing/{id}/approve). */
  'APPROVE_SIGNING',
  /** Back office rejects the signing; the investor signs a new contract. */
  'REJECT_SIGNING',
  /** Investor uploads the deposit voucher (deposit/register, {id}/deposit). */
  'REGISTER_DEPOSIT',
  /** Back office cannot match the transfer and asks for the voucher again. */
  'REJECT_DEPOSIT',
  /** Back office approves the deposit; quotas are credited (POST admin approve). */
  'APPROVE',
  /** Back office turns the onboarding down, with a reason (PUT admin {id}/disapprove). */
  'DISAPPROVE',
  /** Investor cancels (PUT {id}, PUT {id}/cancel-by-quota-value-change). */
  'CANCEL',
  /** Investor asks support to cancel once the contract is approved (PUT {id}/true). */
  'FORCE_CANCEL',
  /** Support carries out a force-cancel request. */
  'SUPPORT_CANCEL',
  /** The product's quota value changed (sent by the system to onboardings with an investment). */
  'QUOTA_VALUE_CHANGED',
  /** Investor accepts the new amount: the reactivate dialog's CONTINUAR, or the auto-approve (PATCH approve-change-quota-value). */
  'APPROVE_QUOTA_CHANGE',
  /** Investor keeps the amount instead (PATCH reject-change-quota-value). */
  'REJECT_QUOTA_CHANGE',
  /** The document number matched the restricted list (sent by the system). */
  'RESTRICTED_MATCH',
  /** Compliance clears the match; the onboarding goes back to where it was. */
  'CLEAR_RESTRICTION',
] as const;
export type OnboardingEvent = (typeof onboardingEvents)[number];
