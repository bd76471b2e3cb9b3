import type { PollSubscriptionType } from '@paytable/contracts';
import type { Db } from '../../db/client';
import type { Platform } from '../../platform/platform';
import type { MarkKey } from './mark-statements';

export interface TopicContext {
  db: Db;
  userId: number;
  /** For a subscription whose parameters carry a write (active_location_tracking carries the device position). */
  platform: Platform;
}

/**
 * How the poll serves one subscription type. Modules that own the data provide these (messaging,
 * connections); the realtime module only knows marks, channels and timing.
 */
export interface TopicProvider {
  type: PollSubscriptionType;
  /**
   * The mark this subscription follows, or null when the user may not follow it (a group they are not
   * in): such a subscription simply never answers, revealing nothing.
   */
  follow(context: TopicContext, params: Record<string, unknown>): Promise<MarkKey | null>;
  /** The current state, computed with one query when the poll answers. */
  load(context: TopicContext, params: Record<string, unknown>): Promise<unknown>;
}

/**
 * A subscription type with no live source yet: it answers `initial` once (when the client has nothing)
 * and then holds until the timeout. None is left today; the list stays for the next type the seed names first.
 */
export interface StaticTopic {
  type: PollSubscriptionType;
  initial?: () => unknown;
}

export type RealtimeTopic = TopicProvider | StaticTopic;

export const isLiveTopic = (topic: RealtimeTopic): topic is TopicProvider => 'follow' in topic;

export const placeholderTopics: StaticTopic[] = [];
