import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'down']),
  database: z.enum(['up', 'down']),
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

export const componentStatusSchema = z.object({
  name: z.enum(['database', 'pubsub', 'mail', 'storage']),
  status: z.enum(['up', 'down']),
  latencyMs: z.number().nullable(),
  detail: z.string(),
});
export type ComponentStatus = z.infer<typeof componentStatusSchema>;

export const systemStatusSchema = z.object({
  status: z.enum(['operational', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  startedAt: z.string(),
  components: z.array(componentStatusSchema),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
