import type { Platform } from '../../platform/platform';
import { MemoCache } from '../../platform/memo-cache';
import { hashApiKey } from './secret-box';
import { companyOfApiKeyHash } from './settings-repository';

/** How long a known API key is answered from memory; issuing a key forgets them at once on every instance. */
const API_KEY_MEMORY_MS = 5_000;
const API_KEY_MEMORY_ENTRIES = 10_000;
const API_KEYS_CHANNEL = 'integrations.api-keys';

/**
 * Which company an API key belongs to. Every event a partner's system sends authenticates with its key,
 * so known keys are remembered for a few seconds (unknown ones never are). Issuing a key forgets them all,
 * here and, through the pub/sub, on the other instances. A replaced key still authenticates for 24 hours
 * after the regeneration (settings-repository's issueApiKey), then is refused.
 */
export interface ApiKeyDirectory {
  companyOf(key: string): Promise<number | undefined>;
  /** After a company's key changed. */
  forget(): Promise<void>;
  close(): Promise<void>;
}

export async function apiKeyDirectory(platform: Platform): Promise<ApiKeyDirectory> {
  const known = new MemoCache<string, number>({ max: API_KEY_MEMORY_ENTRIES, ttlMs: API_KEY_MEMORY_MS });
  // A lookup that started before a key changed must not remember what it read.
  let generation = 0;
  const clear = () => {
    generation += 1;
    known.clear();
  };
  const unsubscribe = await platform.pubsub.subscribe(API_KEYS_CHANNEL, clear);
  // Messages may have been lost (Redis was away): a key issued meanwhile must not wait for the memory to expire.
  const stopGaps = platform.pubsub.onGap(clear);
  return {
    async companyOf(key) {
      const hash = hashApiKey(key);
      const remembered = known.get(hash);
      if (remembered) return remembered;
      const startedAt = generation;
      const companyId = await companyOfApiKeyHash(platform.db, hash, new Date());
      if (companyId !== undefined && startedAt === generation) known.set(hash, Promise.resolve(companyId));
      return companyId;
    },
    async forget() {
      clear();
      await platform.pubsub.publish(API_KEYS_CHANNEL, {});
    },
    async close() {
      stopGaps();
      await unsubscribe();
    },
  };
}
