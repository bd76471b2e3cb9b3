import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../db/client';

export type NotificationHandler = (payload: string) => void;

/**
 * The database's LISTEN/NOTIFY, heard by this instance: one dedicated connection beside the pool on
 * PostgreSQL (reconnected a second after it drops), PGlite's own `listen` on the embedded database.
 * PostgreSQL delivers a notification to every session listening in the same database, so what one instance
 * notifies reaches them all, with or without Redis.
 */
export interface DatabaseNotifications {
  /** Calls `handler` with every payload notified on `channel` from now on; returns the function that stops it. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /** Whether notifications arrive now. */
  readonly listening: boolean;
  /**
   * Calls `listener` when that changes: false when the connection dropped (notifications sent from then on
   * are lost), true when it listens again. Returns the function that removes it.
   */
  onListeningChange(listener: (listening: boolean) => void): () => void;
  /**
   * Notifies `channel` at once, outside any transaction, to every instance listening to it (this one
   * included). On the embedded database, which one process owns, it is delivered in process: a statement
   * there could run inside a transaction another request holds open on its single connection.
   */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseNotificationsLog {
  warn(object: object, message: string): void;
}

const RELISTEN_DELAY_MS = 1_000;

/** LISTEN takes an identifier: quoted, so any channel name is taken as written. */
const listenStatement = (command: 'LISTEN' | 'UNLISTEN', channel: string) => `${command} "${channel.replaceAll('"', '""')}"`;

export async function startDatabaseNotifications(db: Db, log: DatabaseNotificationsLog): Promise<DatabaseNotifications> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  return client instanceof pg.Pool ? startOnPostgres(client, log) : startOnPglite(client);
}

function registry() {
  const handlers = new Map<string, Set<NotificationHandler>>();
  const stateListeners = new Set<(listening: boolean) => void>();
  return {
    handlers,
    deliver(channel: string, payload: string) {
      for (const handler of [...(handlers.get(channel) ?? [])]) handler(payload);
    },
    add(channel: string, handler: NotificationHandler): boolean {
      let set = handlers.get(channel);
      const first = set === undefined;
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      return first;
    },
    /** True when the channel has no handler left. */
    remove(channel: string, handler: NotificationHandler): boolean {
      const set = handlers.get(channel);
      set?.delete(handler);
      if (set?.size !== 0) return false;
      handlers.delete(channel);
      return true;
    },
    onListeningChange(listener: (listening: boolean) => void) {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
    announce(listening: boolean) {
      for (const listener of [...stateListeners]) listener(listening);
    },
  };
}

/** The instances of this process listening on each embedded database (tests run several on one). */
const pgliteRegistries = new WeakMap<PGlite, Set<ReturnType<typeof registry>>>();

async function startOnPglite(client: PGlite): Promise<DatabaseNotifications> {
  const channels = registry();
  let registries = pgliteRegistries.get(client);
  if (!registries) pgliteRegistries.set(client, (registries = new Set()));
  const sameDatabase = registries;
  sameDatabase.add(channels);
  const unlistens = new Map<string, () => Promise<void>>();
  let closed = false;
  return {
    async listen(channel, handler) {
      if (channels.add(channel, handler)) unlistens.set(channel, await client.listen(channel, (payload) => channels.deliver(channel, payload)));
      return async () => {
        if (!channels.remove(channel, handler)) return;
        const unlisten = unlistens.get(channel);
        unlistens.delete(channel);
        if (unlisten && !client.closed) await unlisten();
      };
    },
    get listening() {
      return !closed;
    },
    onListeningChange: channels.onListeningChange,
    async notify(channel, payload) {
      // Asynchronously, as the database would deliver it.
      for (const each of sameDatabase) queueMicrotask(() => each.deliver(channel, payload));
    },
    async close() {
      closed = true;
      sameDatabase.delete(channels);
      channels.announce(false);
      channels.handlers.clear();
      for (const unlisten of unlistens.values()) if (!client.closed) await unlisten();
      unlistens.clear();
    },
  };
}

async function startOnPostgres(pool: pg.Pool, log: DatabaseNotificationsLog): Promise<DatabaseNotifications> {
  const channels = registry();
  let closed = false;
  let connection: pg.Client | undefined;
  let listening = false;
  let retry: NodeJS.Timeout | undefined;

  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    channels.announce(value);
  };

  const connect = async (): Promise<void> => {
    const candidate = new pg.Client(pool.options);
    const lost = (error?: Error) => {
      if (connection !== candidate) return;
      connection = undefined;
      setListening(false);
      if (error) log.warn({ err: error }, 'the LISTEN connection to the database dropped; reconnecting');
      candidate.end().catch(() => undefined);
      if (!closed) {
        retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_DELAY_MS);
        retry.unref();
      }
    };
    connection = candidate;
    candidate.on('error', lost);
    candidate.on('end', () => lost());
    candidate.on('notification', (message) => channels.deliver(message.channel, message.payload ?? ''));
    try {
      await candidate.connect();
      for (const channel of channels.handlers.keys()) await candidate.query(listenStatement('LISTEN', channel));
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (connection === candidate && !closed) setListening(true);
  };
  await connect();

  return {
    async listen(channel, handler) {
      // A channel added while the connection is down is listened to when it reconnects (connect above).
      if (channels.add(channel, handler) && listening) await connection?.query(listenStatement('LISTEN', channel));
      return async () => {
        if (channels.remove(channel, handler) && listening) await connection?.query(listenStatement('UNLISTEN', channel)).catch(() => undefined);
      };
    },
    get listening() {
      return listening;
    },
    onListeningChange: channels.onListeningChange,
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      setListening(false);
      channels.handlers.clear();
      const current = connection;
      connection = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
