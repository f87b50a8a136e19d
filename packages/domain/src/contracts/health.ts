import { z } from 'zod';

export const healthResponse = z.object({
  name: z.string(),
  version: z.string(),
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  time: z.string(),
});
