import { z } from 'zod';

export const healthAnswer = z.object({ status: z.literal('ok') });
export type HealthAnswer = z.infer<typeof healthAnswer>;

/** Ready to serve: the database and the document storage both answered. */
export const readinessAnswer = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  storage: z.literal('ok'),
});
export type ReadinessAnswer = z.infer<typeof readinessAnswer>;
