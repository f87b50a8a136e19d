import type { AppContext } from '../../../context.ts';
import { authRepository } from './auth.repository.ts';

/** "Cerrar sesión en todos los dispositivos": every session of the user ends, this one included. */
export async function logoutEverywhere(ctx: AppContext, userId: string) {
  const ended = await authRepository.revokeAllSessions(ctx.db, userId, 'LOGOUT_ALL', ctx.now());
  await ctx.sessions.forgetUser(userId, ctx.db);
  return {
    message:
      ended > 1
        ? `Cerramos tu sesión en ${ended} dispositivos.`
        : 'Cerramos tu sesión en todos los dispositivos.',
  };
}
