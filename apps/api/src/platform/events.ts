import type { Db, Tx } from '../db/client';

/**
 * Domain events: how one module reacts to another's write without importing it. The writer publishes an
 * event inside its own transaction; synchronous subscribers run in that transaction, so their writes
 * commit or roll back with the writer's (a subscriber that throws fails the write). Work that must not
 * run inside the transaction (a mail, a push) is handed to `afterCommit`, which runs once the
 * transaction committed and never when it rolled back.
 *
 * A subscriber registered with `mode: 'job'` is a durable reaction: publishing enqueues it through the
 * job runner in the same transaction (so a rolled-back write enqueues nothing) and the runner calls
 * `runJob` later, outside the writer's transaction, with retries. Until a job runner is plugged in
 * (`useJobRunner`), subscribing in that mode fails at start-up rather than losing reactions.
 */

/** Every event of the product, by name, with its payload. Names are `<aggregate>.<past tense>`. */
export interface DomainEvents {
  /** An account was created (not yet proven). */
  'user.registered': { userId: number };
  /** An account proved its e-mail address (the first time). */
  'user.email.verified': { userId: number; at: Date };
  /** A platform admin verified a company (the badge). */
  'company.verified': { companyId: number; adminId: number };
  /**
   * A company's identity changed: its legal name or its website's domain. A verified company loses the
   * badge with it (`verificationReset`) until an admin verifies it again.
   */
  'company.identity.changed': {
    companyId: number;
    actorId: number;
    at: Date;
    changes: { field: 'name' | 'website'; oldValue: string | null; newValue: string | null }[];
    verificationReset: boolean;
  };
  /** A person asked another to connect. */
  'connection.requested': { requestId: number; requesterId: number; receiverId: number };
  /**
   * A message was written: a direct message to one person, or a group chat message to the group's other
   * members (direct and group messages are numbered apart, hence `kind`).
   */
  'message.sent': DirectMessageSent | GroupMessageSent;
}

export interface DirectMessageSent {
  kind: 'direct';
  messageId: number;
  senderId: number;
  recipientId: number;
  sentAt: Date;
}

export interface GroupMessageSent {
  kind: 'group';
  messageId: number;
  senderId: number;
  groupId: number;
  /** The members other than the sender when it was sent. */
  recipientIds: number[];
  sentAt: Date;
}

export type DomainEventName = keyof DomainEvents;

/** What a synchronous subscriber receives beside the payload. */
export interface EventContext {
  /** The publisher's transaction: the subscriber's writes commit or roll back with it. */
  tx: Tx;
  /** Runs `work` after the publisher's transaction committed (errors are logged, never thrown). */
  afterCommit(work: () => Promise<void> | void): void;
}

export type SyncSubscriber<E extends DomainEventName> = {
  /** `<module>.<reaction>`: names the subscriber in logs and, in job mode, the job queue. */
  name: string;
  mode?: 'sync';
  handle(payload: DomainEvents[E], context: EventContext): Promise<void> | void;
};

export type JobSubscriber<E extends DomainEventName> = {
  name: string;
  mode: 'job';
  /** Runs outside the publisher's transaction, after it committed, possibly more than once. */
  handle(payload: DomainEvents[E]): Promise<void> | void;
};

export type Subscriber<E extends DomainEventName> = SyncSubscriber<E> | JobSubscriber<E>;

/** A durable queue that runs job subscribers (the seam for a PostgreSQL job queue). */
export interface JobRunner {
  /** Enqueues one subscriber's job inside the publisher's transaction. */
  enqueue(tx: Tx, job: { subscriber: string; event: DomainEventName; payload: unknown }): Promise<void>;
}

export interface EventBus {
  subscribe<E extends DomainEventName>(event: E, subscriber: Subscriber<E>): void;
  /**
   * Whether anyone subscribes to `event`. Modules subscribe while the app starts, so the answer holds for
   * the life of the app: a writer whose write is one self-committing statement opens a transaction to
   * publish only when someone listens (publishing to nobody does nothing).
   */
  hasSubscribers(event: DomainEventName): boolean;
  /** Publishes inside `tx`, which must come from `transaction` (afterCommit needs to know when it commits). */
  publish<E extends DomainEventName>(tx: Tx, event: E, payload: DomainEvents[E]): Promise<void>;
  /** Runs `work` in one database transaction, then its afterCommit work once it committed. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Plugs in the job runner; job subscribers may subscribe from then on. */
  useJobRunner(runner: JobRunner): void;
  /** Called by the job runner: runs one job subscriber's reaction. */
  runJob(subscriber: string, event: DomainEventName, payload: unknown): Promise<void>;
}

export interface EventBusLog {
  error(object: object, message: string): void;
}

type AnySubscriber = { name: string; mode?: 'sync' | 'job'; handle(payload: unknown, context?: EventContext): Promise<void> | void };

export function createEventBus(db: Db, log: EventBusLog): EventBus {
  const subscribers = new Map<DomainEventName, AnySubscriber[]>();
  const jobSubscribers = new Map<string, AnySubscriber>();
  const afterCommitOf = new WeakMap<Tx, (() => Promise<void> | void)[]>();
  let jobRunner: JobRunner | undefined;

  const hooksOf = (tx: Tx) => {
    const hooks = afterCommitOf.get(tx);
    if (!hooks) throw new Error('Domain events are published inside a transaction opened with events.transaction()');
    return hooks;
  };

  return {
    subscribe(event, subscriber) {
      const entry = subscriber as AnySubscriber;
      if (entry.mode === 'job') {
        if (!jobRunner) throw new Error(`Event subscriber "${entry.name}" runs as a background job, which is not available until a job runner is plugged in`);
        if (jobSubscribers.has(entry.name)) throw new Error(`Event subscriber "${entry.name}" is already registered`);
        jobSubscribers.set(entry.name, entry);
      }
      subscribers.set(event, [...(subscribers.get(event) ?? []), entry]);
    },

    hasSubscribers(event) {
      return (subscribers.get(event)?.length ?? 0) > 0;
    },

    async publish(tx, event, payload) {
      const hooks = hooksOf(tx);
      const context: EventContext = { tx, afterCommit: (work) => hooks.push(work) };
      for (const subscriber of subscribers.get(event) ?? []) {
        if (subscriber.mode === 'job') {
          // subscribe() refuses job subscribers until a runner exists, so one is set here.
          await (jobRunner as JobRunner).enqueue(tx, { subscriber: subscriber.name, event, payload });
        } else {
          await subscriber.handle(payload, context);
        }
      }
    },

    async transaction(work) {
      let hooks: (() => Promise<void> | void)[] = [];
      const result = await db.transaction(async (tx) => {
        hooks = [];
        afterCommitOf.set(tx, hooks);
        return work(tx);
      });
      for (const hook of hooks) {
        try {
          await hook();
        } catch (error) {
          log.error({ err: error }, 'after-commit work of a domain event failed');
        }
      }
      return result;
    },

    useJobRunner(runner) {
      jobRunner = runner;
    },

    async runJob(name, event, payload) {
      const subscriber = jobSubscribers.get(name);
      if (!subscriber || !(subscribers.get(event) ?? []).includes(subscriber)) throw new Error(`No job subscriber "${name}" for ${event}`);
      await subscriber.handle(payload);
    },
  };
}
