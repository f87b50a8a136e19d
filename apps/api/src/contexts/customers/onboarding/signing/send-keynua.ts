import type { SigningView } from '@invierte/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../../context.ts';
import type { ClientInfo } from '../../../../shared/client-info.ts';
import { loadOwnedOnboarding } from '../onboarding-view.ts';
import { assertSignable } from './complete-signature.ts';
import { assertContractToken } from './contract-token.ts';
import { signContract } from './sign-contract.ts';
import { signingRepository } from './signing.repository.ts';

/**
 * POST /api/onboarding/{id}/send-keynua, answered by the built-in signer: the token names the
 * contract generation the investor saw, then it is send-contract with the code.
 */
export async function sendKeynua(
  ctx: AppContext,
  input: {
    userId: string;
    onboardingId: string;
    code: string;
    token: string;
    client: ClientInfo;
    log: FastifyBaseLogger;
  },
): Promise<SigningView> {
  const facts = await loadOwnedOnboarding(ctx.db, input.onboardingId, input.userId);
  const signature = assertSignable(facts, await signingRepository.latestSignature(ctx.db, facts.row.id));
  assertContractToken(ctx, input.token, facts.row.id, signature.id);
  return signContract(ctx, input);
}
