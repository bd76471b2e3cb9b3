import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'down']),
  database: z.enum(['up', 'down']),
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /health/live: the process answers (no I/O behind it). */
export const livenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof livenessSchema>;

export const readinessCheckSchema = z.object({
  name: z.enum(['database', 'redis', 'jobs', 'migrations']),
  status: z.enum(['up', 'down']),
  /** What was checked or why it failed, without hosts or credentials. */
  detail: z.string(),
});
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;

/** GET /health/ready: 200 when every check is up; 503 naming each failing part in `failing`. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.array(readinessCheckSchema),
  failing: z.array(readinessCheckSchema.shape.name),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const componentStatusSchema = z.object({
  name: z.enum(['database', 'pubsub', 'mail', 'storage', 'jobs']),
  status: z.enum(['up', 'down']),
  latencyMs: z.number().nullable(),
  detail: z.string(),
});
export type ComponentStatus = z.infer<typeof componentStatusSchema>;

/** One background job queue: waiting jobs (due or delayed), running ones, dead ones and the oldest due job's age. */
export const jobQueueStatusSchema = z.object({
  name: z.string(),
  waiting: z.number().int(),
  due: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
  oldestDueSeconds: z.number().int().nullable(),
});
export type JobQueueStatus = z.infer<typeof jobQueueStatusSchema>;

export const jobsStatusSchema = z.object({
  /** Jobs waiting in every queue (queue depth). */
  depth: z.number().int(),
  /** Dead jobs (failed after their last retry) an admin can retry. */
  failed: z.number().int(),
  /** Age in seconds of the oldest job that is due and not yet picked up; null when none waits. */
  oldestWaitingSeconds: z.number().int().nullable(),
  queues: z.array(jobQueueStatusSchema),
});
export type JobsStatus = z.infer<typeof jobsStatusSchema>;

export const systemStatusSchema = z.object({
  status: z.enum(['operational', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  startedAt: z.string(),
  components: z.array(componentStatusSchema),
  jobs: jobsStatusSchema.nullable(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
