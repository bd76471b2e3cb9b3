import type { FastifyPluginAsync } from 'fastify';
import { realtimeRoutes } from './routes';
import { placeholderTopics, type TopicProvider } from './topics';

/**
 * The realtime module: POST /api/v1/poll and the change notifications other modules send after their
 * writes. Modules that own state contribute TopicProviders (composed in modules/registry.ts), so this
 * module depends on none of them.
 */
export function realtimeModule(providers: TopicProvider[]): FastifyPluginAsync {
  return realtimeRoutes([...providers, ...placeholderTopics]);
}

export { groupChannel, publishChanges, transactionWithChanges, userChannel, type Change, type Notify, type Topic } from './changes';
export { advanceMarksCtes, markPlaceholderValues, type Mark, type MarkKey, type MarkKeyParams } from './mark-statements';
export { EPOCH, normalizeTimestamp } from './poll';
export type { TopicContext, TopicProvider } from './topics';
