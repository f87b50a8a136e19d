import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { composeMail } from '../../../providers/mail/mail-template.ts';
import { onboardingRepository } from './onboarding.repository.ts';
import { queueMailToUser } from '../user/queue-mail-to-user.ts';

/**
 * Issue 9 item 10, "onboarding received": the first time step 1 is complete the investor is told
 * their data arrived and what comes next. Step 1 completes again after an edit from step 2; that
 * is not news, so only the first COMPLETE_STEP_1 mails. Called in the saving transaction `tx` after
 * that event is written: the e-mail is queued with the save and sent once it commits.
 */
export async function queueOnboardingReceived(
  ctx: AppContext,
  tx: Db,
  input: { userId: string; onboardingId: string; productName: string },
): Promise<void> {
  const events = await onboardingRepository.listEvents(tx, input.onboardingId);
  if (events.filter((e) => e.event === 'COMPLETE_STEP_1').length !== 1) return;
  await queueMailToUser(ctx, tx, input.userId, (to) =>
    composeMail({
      to: to.email,
      subject: 'Recibimos los datos de tu solicitud de inversión',
      name: to.name,
      paragraphs: [
        `Recibimos tus datos para invertir en ${input.productName}.`,
        'El siguiente paso es revisar y firmar tu contrato de participación desde la plataforma. Luego revisaremos tu firma y te indicaremos las cuentas del fondo para tu depósito.',
      ],
      action: {
        label: 'Continuar mi solicitud',
        url: `${ctx.config.publicUrl}/onboarding/${encodeURIComponent(input.onboardingId)}`,
      },
      closing: 'Si no iniciaste esta solicitud, responde a este correo o comunícate con tu asesor.',
    }),
  );
}
