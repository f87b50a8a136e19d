import type { AppContext } from '../../../context.ts';
import { siteRepository } from './site.repository.ts';

export async function subscribeNewsletter(
  ctx: AppContext,
  input: { email: string; name?: string; source?: string },
) {
  await siteRepository.subscribe(ctx.db, input.email, input.name ?? '', input.source ?? 'webapp');
  return { message: '¡Listo! Te enviaremos nuestras novedades.' };
}
