import type { AppContext } from '../../../context.ts';
import { siteRepository } from './site.repository.ts';

/** Options of one list (e.g. `feedback-type`); an unknown group is simply empty. */
export const getParameterGroup = (ctx: AppContext, name: string) =>
  siteRepository.parameterGroup(ctx.db, name);
