/**
 * Gathers the keys asked for in one synchronous stretch of code (e.g. the figure functions a report
 * starts together with Promise.all) and loads them with one call, on a microtask: a report asking for a
 * dozen series of one table reads them with one statement instead of a dozen. Calls are grouped by owner
 * (a database) and by `group` (e.g. a date range); a call made later (after an await) starts a new batch.
 */
export class TickBatch<Owner extends object, Result> {
  private readonly waiting = new WeakMap<Owner, Map<string, { keys: Set<string>; result: Promise<Map<string, Result>> }>>();

  constructor(private readonly load: (owner: Owner, group: string, keys: string[]) => Promise<Map<string, Result>>) {}

  /** The result of `key` (undefined when the load answered nothing for it). */
  async get(owner: Owner, group: string, key: string): Promise<Result | undefined> {
    let groups = this.waiting.get(owner);
    if (groups === undefined) {
      groups = new Map();
      this.waiting.set(owner, groups);
    }
    let batch = groups.get(group);
    if (batch === undefined) {
      const keys = new Set<string>();
      const byGroup = groups;
      const result = new Promise<Map<string, Result>>((resolve, reject) => {
        queueMicrotask(() => {
          byGroup.delete(group);
          this.load(owner, group, [...keys]).then(resolve, reject);
        });
      });
      batch = { keys, result };
      groups.set(group, batch);
    }
    batch.keys.add(key);
    return (await batch.result).get(key);
  }
}
