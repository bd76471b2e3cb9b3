import type { Platform } from '../../platform/platform';
import * as repo from './repository';

export interface MessagingDeps {
  platform: Platform;
}

export type MessagingVerdict = repo.MessagingVerdict;

/**
 * Who may write to whom. Connections and colleagues may start a conversation; once one exists either
 * side may go on replying; a block in either direction stops everything. The rule is read in one
 * statement (repository.messagingFactsQuery), which the send also embeds so that checking and writing
 * are one round trip.
 */
export function messagingPolicy(_deps: MessagingDeps) {
  return {
    /** Everything the rule knows about the pair, in one query. */
    facts: (ex: repo.Executor, from: number, to: number): Promise<repo.MessagingFacts> => repo.messagingFacts(ex, from, to),
    async canMessage(ex: repo.Executor, from: number, to: number): Promise<MessagingVerdict> {
      return (await repo.messagingFacts(ex, from, to)).verdict;
    },
  };
}
