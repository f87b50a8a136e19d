import { z } from 'zod';
import { waitingNoticeKeys } from '../onboarding/waiting-notices.ts';

/** The texts of the waiting screens, by key (GET /api/waiting-notices): the back office's or the defaults. */
export const waitingNoticesResponse = z.object(
  Object.fromEntries(waitingNoticeKeys.map((k) => [k, z.string()])) as Record<
    (typeof waitingNoticeKeys)[number],
    z.ZodString
  >,
);
export type WaitingNotices = z.infer<typeof waitingNoticesResponse>;

export const waitingNoticeKey = z.enum(waitingNoticeKeys, { error: 'No existe ese mensaje de espera.' });

/** One text as the back office edits it (GET /api/admin/waiting-notices). */
export const adminWaitingNotice = z.object({
  key: waitingNoticeKey,
  /** Where the investor reads it. */
  shownOn: z.string(),
  text: z.string(),
  defaultText: z.string(),
  /** False while the default is shown. */
  edited: z.boolean(),
});
export type AdminWaitingNotice = z.infer<typeof adminWaitingNotice>;

export const WAITING_NOTICE_MIN = 20;
export const WAITING_NOTICE_MAX = 300;

export const waitingNoticeParams = z.object({ key: waitingNoticeKey });

/** PUT /api/admin/waiting-notices/{key}: the new text (the default's text puts the default back). */
export const updateWaitingNoticeRequest = z.object({
  text: z
    .string({ error: 'Escribe el mensaje.' })
    .trim()
    .min(
      WAITING_NOTICE_MIN,
      `Escribe al menos ${WAITING_NOTICE_MIN} caracteres: qué sigue y cuánto suele tardar.`,
    )
    .max(WAITING_NOTICE_MAX, `Máximo ${WAITING_NOTICE_MAX} caracteres.`),
});
export type UpdateWaitingNoticeRequest = z.infer<typeof updateWaitingNoticeRequest>;
