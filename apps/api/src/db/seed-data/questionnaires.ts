import { classifyInvestor, type InvestorProfile } from '@invierte/domain';
import type { SeedUser } from './catalog.ts';

/**
 * What the seeded investors answered in the first-login questionnaire, so their profile screens and
 * the user reports show a suitability result as a real investor's would: the affluent one bolder
 * (ARRIESGADO), the others MODERADO. Administrators and a first-login investor answered nothing.
 */
const answerSets = {
  affluent: { goal: 'grow', horizon: 'gt3y', risk: 'hold', experience: 'markets', income: 'gt20k', wealth: 'lt10' },
  regular: {
    goal: 'income',
    horizon: '1to3y',
    risk: 'sell-part',
    experience: 'funds',
    income: '3to8k',
    wealth: '10to25',
  },
} as const;

export function seedQuestionnaireOf(
  user: SeedUser,
): { answers: Record<string, string>; investorProfile: InvestorProfile } | null {
  if (user.profile === 'ADMIN' || user.firstLogin) return null;
  const answers = user.affluent ? answerSets.affluent : answerSets.regular;
  const investorProfile = classifyInvestor(answers);
  if (!investorProfile) throw new Error(`the seed questionnaire of ${user.email} is incomplete`);
  return { answers, investorProfile };
}
