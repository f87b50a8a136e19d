import { z } from 'zod';

export const healthResponse = z.object({
  name: z.string(),
  version: z.string(),
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  time: z.string(),
});

/** Readiness (GET /api/ready): this process reaches what it needs and is not draining. */
export const readinessResponse = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  redis: z.enum(['ok', 'not-configured']),
});

/** What the browser needs to know about optional services before it renders (GET /api/public-config). */
export const publicConfigResponse = z.object({
  brandSlug: z.string(),
  googleClientId: z.string().nullable(),
  recaptchaSiteKey: z.string().nullable(),
  /** Source of the /comunidad iframe (requirements R2: the community page is an iframe whose source is a setting). */
  communityUrl: z.string().nullable(),
  /** The investment advisers' WhatsApp number, for the quota-changed dialog's updating variant (requirements R2). */
  adviserWhatsappPhone: z.string().nullable(),
  /** The VAPID public key a browser subscribes to push notifications with (decision 0035). */
  pushPublicKey: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigResponse>;
