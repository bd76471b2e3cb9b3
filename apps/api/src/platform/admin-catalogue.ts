import type { Db, Tx } from '../db/client';
import { conflict, notFound } from './errors';
import { conflictOnUniqueViolation } from './unique-violation';

/**
 * The admin-edited reference lists (business types, license jurisdictions, game types) share one life
 * cycle: anyone reads an entry; an admin creates, replaces or deletes it; its name (or code) is unique,
 * checked before the write and again by the unique index when two admins race; an entry still in use
 * cannot be deleted. Each module keeps its own table code (the store) and contracts; this is the rule.
 */
export interface CatalogueStore<Row, Values> {
  find(ex: Db | Tx, id: number): Promise<Row | undefined>;
  /** The entry by id with its row locked for the rest of the transaction, where the store locks (else find). */
  findForUpdate?(tx: Tx, id: number): Promise<Row | undefined>;
  /** Whether another entry (not `exceptId`) already has the unique name or code of `values`. */
  taken(tx: Tx, values: Values, exceptId?: number): Promise<boolean>;
  insert(tx: Tx, values: Values): Promise<Row>;
  update(tx: Tx, id: number, values: Values, now: Date): Promise<Row | undefined>;
  /** Whether anything still refers to the entry (then it cannot be deleted). */
  inUse(tx: Tx, id: number): Promise<boolean>;
  remove(tx: Tx, id: number): Promise<unknown>;
}

export interface CatalogueRules<Row, Values, Dto> {
  store: CatalogueStore<Row, Values>;
  /** The contract's input schema: the catalogue validates what it is given, whoever calls it. */
  parse(input: unknown): Values;
  toDto(row: Row): Dto;
  messages: { notFound: string; taken: string; inUse: string };
}

export interface AdminCatalogue<Dto> {
  get(db: Db, id: number): Promise<Dto>;
  create(db: Db, input: unknown): Promise<Dto>;
  replace(db: Db, id: number, input: unknown): Promise<Dto>;
  remove(db: Db, id: number): Promise<void>;
}

export function adminCatalogue<Row, Values, Dto>(rules: CatalogueRules<Row, Values, Dto>): AdminCatalogue<Dto> {
  const { store, messages } = rules;
  const missing = () => notFound(messages.notFound);
  const raced = conflictOnUniqueViolation(messages.taken);
  const findForChange = (tx: Tx, id: number) => (store.findForUpdate ?? store.find)(tx, id);
  return {
    async get(db, id) {
      const row = await store.find(db, id);
      if (!row) throw missing();
      return rules.toDto(row);
    },
    async create(db, input) {
      const values = rules.parse(input);
      const row = await db
        .transaction(async (tx) => {
          if (await store.taken(tx, values)) throw conflict(messages.taken);
          return store.insert(tx, values);
        })
        .catch(raced);
      return rules.toDto(row);
    },
    async replace(db, id, input) {
      const values = rules.parse(input);
      const row = await db
        .transaction(async (tx) => {
          if (!(await findForChange(tx, id))) throw missing();
          if (await store.taken(tx, values, id)) throw conflict(messages.taken);
          return store.update(tx, id, values, new Date());
        })
        .catch(raced);
      if (!row) throw missing();
      return rules.toDto(row);
    },
    async remove(db, id) {
      await db.transaction(async (tx) => {
        if (!(await findForChange(tx, id))) throw missing();
        if (await store.inUse(tx, id)) throw conflict(messages.inUse);
        await store.remove(tx, id);
      });
    },
  };
}
