import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';
import type { Database, Tx } from '../db/client';
import { appMeta } from '../db/schema/index';
import { createEventBus, type EventBus, type JobRunner } from './events';

describe('domain events', () => {
  let database: Database;
  let errors: { object: object; message: string }[];
  let bus: EventBus;

  const writeMarker = (tx: Tx, key: string) => tx.insert(appMeta).values({ key, value: true });
  const markerExists = async (key: string) => (await database.db.select().from(appMeta).where(eq(appMeta.key, key))).length === 1;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(appMeta);
    errors = [];
    bus = createEventBus(database.db, { error: (object, message) => errors.push({ object, message }) });
  });

  it('runs a synchronous subscriber inside the publisher transaction, committing with it', async () => {
    const seen: number[] = [];
    bus.subscribe('user.registered', {
      name: 'test.reaction',
      async handle({ userId }, { tx }) {
        seen.push(userId);
        await writeMarker(tx, `reaction-${userId}`);
      },
    });
    await bus.transaction(async (tx) => {
      await writeMarker(tx, 'writer');
      await bus.publish(tx, 'user.registered', { userId: 7 });
      // Inside the transaction the subscriber's write is already visible to the writer.
      expect(await tx.select().from(appMeta).where(eq(appMeta.key, 'reaction-7'))).toHaveLength(1);
    });
    expect(seen).toEqual([7]);
    expect(await markerExists('writer')).toBe(true);
    expect(await markerExists('reaction-7')).toBe(true);
  });

  it('drops the subscriber writes and its after-commit work when the publisher rolls back', async () => {
    let mailed = false;
    bus.subscribe('user.registered', {
      name: 'test.reaction',
      async handle({ userId }, { tx, afterCommit }) {
        await writeMarker(tx, `reaction-${userId}`);
        afterCommit(() => {
          mailed = true;
        });
      },
    });
    await expect(
      bus.transaction(async (tx) => {
        await bus.publish(tx, 'user.registered', { userId: 8 });
        throw new Error('the writer fails after publishing');
      }),
    ).rejects.toThrow('the writer fails after publishing');
    expect(await markerExists('reaction-8')).toBe(false);
    expect(mailed).toBe(false);
  });

  it('rolls the writer back when a synchronous subscriber fails', async () => {
    bus.subscribe('company.verified', {
      name: 'test.failing',
      handle() {
        throw new Error('the reaction refuses');
      },
    });
    await expect(
      bus.transaction(async (tx) => {
        await writeMarker(tx, 'writer');
        await bus.publish(tx, 'company.verified', { companyId: 1, adminId: 2 });
      }),
    ).rejects.toThrow('the reaction refuses');
    expect(await markerExists('writer')).toBe(false);
  });

  it('runs after-commit work once the transaction committed, logging its failure without failing the write', async () => {
    const order: string[] = [];
    bus.subscribe('user.registered', {
      name: 'test.after-commit',
      handle(_payload, { afterCommit }) {
        afterCommit(async () => {
          order.push(`after commit, writer row stored: ${await markerExists('writer')}`);
          throw new Error('mail server down');
        });
      },
    });
    const result = await bus.transaction(async (tx) => {
      await writeMarker(tx, 'writer');
      await bus.publish(tx, 'user.registered', { userId: 9 });
      order.push('transaction body done');
      return 'written';
    });
    expect(result).toBe('written');
    expect(order).toEqual(['transaction body done', 'after commit, writer row stored: true']);
    expect(errors.map((entry) => entry.message)).toEqual(['after-commit work of a domain event failed']);
  });

  it('refuses to publish in a transaction it did not open', async () => {
    await expect(database.db.transaction((tx) => bus.publish(tx, 'user.registered', { userId: 1 }))).rejects.toThrow(/events\.transaction/);
  });

  it('refuses a job subscriber until a job runner is plugged in', () => {
    expect(() => bus.subscribe('connection.requested', { name: 'test.job', mode: 'job', handle() {} })).toThrow(/not available until a job runner/);
  });

  it('enqueues job subscribers in the publisher transaction and runs them when the runner asks', async () => {
    const enqueued: { subscriber: string; event: string; payload: unknown; inTransaction: boolean }[] = [];
    let writerTx: Tx | undefined;
    const runner: JobRunner = {
      async enqueue(tx, job) {
        enqueued.push({ ...job, inTransaction: tx === writerTx });
      },
    };
    bus.useJobRunner(runner);
    const handled: number[] = [];
    bus.subscribe('connection.requested', {
      name: 'test.job',
      mode: 'job',
      handle({ requestId }) {
        handled.push(requestId);
      },
    });
    const payload = { requestId: 3, requesterId: 1, receiverId: 2 };
    await bus.transaction(async (tx) => {
      writerTx = tx;
      await bus.publish(tx, 'connection.requested', payload);
    });
    expect(enqueued).toEqual([{ subscriber: 'test.job', event: 'connection.requested', payload, inTransaction: true }]);
    expect(handled).toEqual([]);
    await bus.runJob('test.job', 'connection.requested', payload);
    expect(handled).toEqual([3]);
    await expect(bus.runJob('test.unknown', 'connection.requested', payload)).rejects.toThrow(/No job subscriber/);
  });
});
