import { DomainError, transitionOnboarding, type OnboardingStatus } from '@invierte/domain';

/**
 * The refusal for a step-3 call made outside PENDING_DEPOSIT: the one REGISTER_DEPOSIT would get
 * (deposit before signing, signing in review, already registered, cancelled…), so every step-3 call
 * answers a wrong state with the same Spanish words.
 */
export function assertDepositDue(status: OnboardingStatus): void {
  const result = transitionOnboarding(status, 'REGISTER_DEPOSIT');
  if (!result.ok) throw new DomainError(result.code);
}
