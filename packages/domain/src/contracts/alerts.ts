import { z } from 'zod';

/** An alert of the top bar's alerts area (requirements R3 "Alert": _id, isViewed). */
export const userAlert = z.object({
  _id: z.string(),
  kind: z.string(),
  title: z.string(),
  message: z.string(),
  /** Where opening it takes the investor. */
  link: z.string(),
  createdAt: z.string(),
  isViewed: z.boolean(),
});
export type UserAlert = z.infer<typeof userAlert>;

export const userAlertIdParams = z.object({ id: z.uuid({ error: 'No encontramos la alerta.' }) });
