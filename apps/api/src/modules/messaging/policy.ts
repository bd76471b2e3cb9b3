import type { Platform } from '../../platform/platform';
import { getMembership } from '../companies/index';
import { areConnected, isBlockedBetween } from '../connections/index';
import * as repo from './repository';

export interface MessagingDeps {
  platform: Platform;
}

export type MessagingVerdict = 'allowed' | 'blocked' | 'not_connected';

/**
 * Who may write to whom. Connections and colleagues may start a conversation; once one exists either
 * side may go on replying; a block in either direction stops everything.
 */
export function messagingPolicy(_deps: MessagingDeps) {
  async function mayReach(ex: repo.Executor, from: number, to: number): Promise<boolean> {
    return (await areConnected(ex, from, to)) || (await areColleagues(ex, from, to));
  }
  return {
    mayReach,
    async canMessage(ex: repo.Executor, from: number, to: number): Promise<MessagingVerdict> {
      if (await isBlockedBetween(ex, from, to)) return 'blocked';
      if ((await mayReach(ex, from, to)) || (await repo.conversationExists(ex, from, to))) return 'allowed';
      return 'not_connected';
    },
  };
}

/** Active members of the same company. */
async function areColleagues(ex: repo.Executor, a: number, b: number): Promise<boolean> {
  const [first, second] = await Promise.all([getMembership(ex, a), getMembership(ex, b)]);
  return first !== null && second !== null && first.status === 'ACTIVE' && second.status === 'ACTIVE' && first.companyId === second.companyId;
}
