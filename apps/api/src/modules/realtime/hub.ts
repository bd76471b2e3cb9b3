import type { Platform } from '../../platform/platform';
import { changeFeedChannel, type Change, type ChangeEvent } from './changes';
import type { Mark, MarkKey } from './mark-statements';

export type ChangeListener = (change: Change) => void;

/** How many keys' latest changes an instance remembers (a few MB); older ones are read again when asked. */
const DEFAULT_KEYS_KEPT = 100_000;

/** The open hub of each platform, for tests and diagnostics (see changeHubOf). */
const openHubs = new WeakMap<Platform, ChangeHub>();
export const changeHubOf = (platform: Platform): ChangeHub | undefined => openHubs.get(platform);

const keyOf = (key: MarkKey) => `${key.channel}\u0000${key.topic}`;

/** A change wins over another of the same key when it is later, or as recent and carries the state. */
const supersedes = (change: Change, current: Change | undefined) =>
  current === undefined || change.changedAt > current.changedAt || (change.changedAt === current.changedAt && 'data' in change && !('data' in current));

const isChange = (value: unknown): value is Change => {
  const change = value as Partial<Change> | null;
  return typeof change?.channel === 'string' && typeof change.topic === 'string' && typeof change.changedAt === 'string';
};

/**
 * The instance's one subscription to the deployment's change feed, fanned out in process to the polls
 * that follow a channel, and the latest change of every key it has seen since it subscribed.
 *
 * What the hub remembers is never ahead of the database (changes are published after their commit) and is
 * only behind by changes still on their way, which wake the polls following them when they arrive. So a
 * poll that registers its listeners first and then compares lastUpdate with what the hub knows misses
 * nothing, and needs the database only for keys the hub has not seen (or forgot). When the pub/sub reports
 * a gap (Redis reconnected: changes may have been lost) the hub forgets everything and tells its polls to
 * compare again with the database.
 */
export class ChangeHub {
  private readonly listeners = new Map<string, Set<ChangeListener>>();
  private readonly gapListeners = new Set<() => void>();
  private readonly latest = new Map<string, Change>();
  /** Bumped at every gap: a database read that started before it may predate lost changes. */
  private generation = 0;
  private closeFeed: () => Promise<void> = async () => undefined;
  private stopGaps: () => void = () => undefined;
  private platform: Platform | undefined;

  private constructor(private readonly keysKept: number) {}

  static async open(platform: Platform, keysKept = DEFAULT_KEYS_KEPT): Promise<ChangeHub> {
    const hub = new ChangeHub(keysKept);
    hub.stopGaps = platform.pubsub.onGap(() => hub.gap());
    hub.closeFeed = await platform.pubsub.subscribe(await changeFeedChannel(platform), (message) => hub.receive(message));
    openHubs.set(platform, hub);
    hub.platform = platform;
    return hub;
  }

  async close(): Promise<void> {
    if (this.platform && openHubs.get(this.platform) === this) openHubs.delete(this.platform);
    this.stopGaps();
    await this.closeFeed();
    this.listeners.clear();
    this.gapListeners.clear();
  }

  /** Calls `listener` with every change of `channel` from now on; returns the function that stops it. */
  follow(channel: string, listener: ChangeListener): () => void {
    let set = this.listeners.get(channel);
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(channel) === set) this.listeners.delete(channel);
    };
  }

  /** Calls `listener` when changes may have been lost; returns the function that stops it. */
  onGap(listener: () => void): () => void {
    this.gapListeners.add(listener);
    return () => this.gapListeners.delete(listener);
  }

  /** The latest change of this key the hub knows, or undefined when it must be read from the database. */
  known(key: MarkKey): Change | undefined {
    return this.latest.get(keyOf(key));
  }

  /** Pass to `remember` the value of this taken before a database read. */
  get readGeneration(): number {
    return this.generation;
  }

  /** Keeps marks read from the database, unless a gap happened since the read began. */
  remember(marks: Mark[], readGeneration: number): void {
    if (readGeneration !== this.generation) return;
    for (const mark of marks) this.keep(mark);
  }

  /** Polls currently following a channel (tests, diagnostics). */
  get followers(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  private receive(message: unknown): void {
    const changes = (message as Partial<ChangeEvent> | null)?.changes;
    if (!Array.isArray(changes)) return;
    for (const change of changes) {
      if (!isChange(change)) continue;
      this.keep(change);
      const set = this.listeners.get(change.channel);
      if (set === undefined) continue;
      // Usually one poll follows a channel: call it without copying the set first.
      if (set.size === 1) for (const listener of set) listener(change);
      else for (const listener of [...set]) listener(change);
    }
  }

  private keep(change: Change): void {
    const key = keyOf(change);
    const current = this.latest.get(key);
    if (!supersedes(change, current)) return;
    // Re-inserting moves the key to the young end; the oldest entry goes when the map is full.
    this.latest.delete(key);
    this.latest.set(key, change);
    if (this.latest.size > this.keysKept) this.latest.delete(this.latest.keys().next().value as string);
  }

  private gap(): void {
    this.generation += 1;
    this.latest.clear();
    for (const listener of [...this.gapListeners]) listener();
  }
}
