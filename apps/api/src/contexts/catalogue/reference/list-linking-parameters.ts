import type { LinkingParameters } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { referenceRepository } from './reference.repository.ts';

/**
 * Every option list the onboarding forms show, from the parameters compliance maintains (never
 * constants in the web), in one call: GET /api/onboarding/linking/list-parameters. Kept in the
 * catalogue's answer cache (a minute at most): every onboarding step save checks its options against
 * these lists, which only the seed writes.
 */
export async function listLinkingParameters(ctx: AppContext): Promise<LinkingParameters> {
  return (await ctx.cache.get('catalogue', 'linking-parameters', () => readLinkingParameters(ctx))).data;
}

async function readLinkingParameters(ctx: AppContext): Promise<LinkingParameters> {
  const groups = await referenceRepository.parameterGroups(ctx.db, [
    'document-type',
    'occupation',
    'income-source',
    'bank',
    'bank-account-type',
    'marital-status',
    'pep-position',
    'relationship',
  ]);
  const of = (group: string) => groups.get(group) ?? [];
  return {
    documentTypes: of('document-type'),
    occupations: of('occupation'),
    incomeSources: of('income-source'),
    banks: of('bank'),
    bankAccountTypes: of('bank-account-type'),
    maritalStatuses: of('marital-status'),
    pepPositions: of('pep-position'),
    relationships: of('relationship'),
  };
}
