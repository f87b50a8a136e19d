import { z } from 'zod';

/**
 * GET /api/admin/home/queues: what waits for each back-office role beyond the shared summaries. Each
 * part is present only for a profile whose permissions open it (null otherwise), so a home shows the
 * work of the roles its administrator holds.
 */
export const adminWorkQueues = z.object({
  /** support.read: the force-cancel queue and the investor accounts that are disabled. */
  support: z
    .object({
      cancelRequests: z.number().int(),
      /** Only with user.read as well (null without it). */
      disabledInvestors: z.number().int().nullable(),
    })
    .nullable(),
  /** restricted-list.write: requests held by a restricted-list match, the latest first. */
  compliance: z
    .object({
      held: z.number().int(),
      latestHeld: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          documentNumber: z.string().nullable(),
          productName: z.string(),
          heldAt: z.string(),
        }),
      ),
    })
    .nullable(),
  /**
   * audit.read: the chain's last verification that held — its newest signed anchor (written only
   * after the whole chain verified), and whether its signature is this installation's key's.
   */
  audit: z
    .object({
      lastAnchor: z.object({ at: z.string(), rows: z.number().int(), signed: z.boolean() }).nullable(),
    })
    .nullable(),
});
export type AdminWorkQueues = z.infer<typeof adminWorkQueues>;
