import { z } from 'zod';

/** Success envelope: `{ status: 'success', data }` (architecture A2). */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), data });

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** Error envelope: a stable code, a Spanish message, and per-field details where they exist. */
export const errorEnvelope = z.object({
  status: z.literal('error'),
  code: z.string(),
  message: z.string(),
  errors: z.array(fieldErrorSchema),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
export type SuccessEnvelope<T> = { status: 'success'; data: T };
