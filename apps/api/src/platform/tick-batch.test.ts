import { describe, expect, it } from 'vitest';
import { TickBatch } from './tick-batch';

describe('TickBatch', () => {
  it('loads the keys asked for together with one call per owner and group, and later keys in a new one', async () => {
    const calls: string[][] = [];
    const batch = new TickBatch<object, number>(async (_owner, group, keys) => {
      calls.push([group, ...keys]);
      return new Map(keys.map((key) => [key, key.length]));
    });
    const owner = {};
    const together = await Promise.all([batch.get(owner, 'g1', 'a'), batch.get(owner, 'g1', 'bb'), batch.get(owner, 'g2', 'ccc'), batch.get(owner, 'g1', 'a')]);
    expect(together).toEqual([1, 2, 3, 1]);
    expect(calls).toEqual([
      ['g1', 'a', 'bb'],
      ['g2', 'ccc'],
    ]);
    expect(await batch.get(owner, 'g1', 'dddd')).toBe(4);
    expect(calls).toHaveLength(3);
  });

  it('rejects every caller of a failed load, and the next batch loads again', async () => {
    let fail = true;
    const batch = new TickBatch<object, number>(async () => {
      if (fail) throw new Error('database down');
      return new Map([['a', 1]]);
    });
    const owner = {};
    await expect(Promise.all([batch.get(owner, 'g', 'a'), batch.get(owner, 'g', 'b')])).rejects.toThrow('database down');
    fail = false;
    expect(await batch.get(owner, 'g', 'a')).toBe(1);
  });
});
