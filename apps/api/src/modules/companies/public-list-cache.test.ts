import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowMemo } from './public-list-cache';

/** A reader over rows 1..n that records what it was asked; ids in `gone` have no row (deleted). */
function reader(gone: number[] = []) {
  const calls: number[][] = [];
  const read = async (ids: number[]) => {
    calls.push(ids);
    return new Map(ids.filter((id) => !gone.includes(id)).map((id) => [id, `row ${id}`]));
  };
  return { calls, read };
}

describe('RowMemo', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the rows asked with their neighbourhood in one call, then answers from memory', async () => {
    const memo = new RowMemo<string>(5_000, 100);
    const { calls, read } = reader();
    expect(await memo.get([3, 4], [1, 2, 3, 4, 5, 6], read)).toEqual(['row 3', 'row 4']);
    expect(calls).toEqual([[1, 2, 3, 4, 5, 6]]);
    expect(await memo.get([6, 5], [5, 6, 7, 8], read)).toEqual(['row 6', 'row 5']);
    expect(calls).toEqual([[1, 2, 3, 4, 5, 6]]);
  });

  it('reads only what it does not remember, and concurrent callers share one read', async () => {
    const memo = new RowMemo<string>(5_000, 100);
    const { calls, read } = reader();
    const [a, b] = await Promise.all([memo.get([1, 2], [1, 2, 3, 4], read), memo.get([3, 4], [1, 2, 3, 4], read)]);
    expect([a, b]).toEqual([
      ['row 1', 'row 2'],
      ['row 3', 'row 4'],
    ]);
    await memo.get([4, 5], [3, 4, 5, 6], read);
    expect(calls).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
  });

  it('leaves out a row that is gone', async () => {
    const memo = new RowMemo<string>(5_000, 100);
    const { read } = reader([2]);
    expect(await memo.get([1, 2, 3], [1, 2, 3], read)).toEqual(['row 1', 'row 3']);
  });

  it('reads again once the TTL has passed, and after clear()', async () => {
    vi.useFakeTimers();
    const memo = new RowMemo<string>(5_000, 100);
    const { calls, read } = reader();
    await memo.get([1], [1], read);
    vi.advanceTimersByTime(4_000);
    await memo.get([1], [1], read);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    await memo.get([1], [1], read);
    expect(calls).toHaveLength(2);
    memo.clear();
    await memo.get([1], [1], read);
    expect(calls).toHaveLength(3);
  });

  it('stays within its bound: past it, the least recently used rows go first', async () => {
    const memo = new RowMemo<string>(5_000, 10);
    const { calls, read } = reader();
    await memo.get([1], [1, 2, 3, 4, 5, 6, 7, 8], read);
    expect(memo.size).toBe(8);
    expect(await memo.get([9], [9, 10, 11], read)).toEqual(['row 9']);
    expect(memo.size).toBe(10);
    expect(await memo.get([2], [2], read)).toEqual(['row 2']);
    expect(await memo.get([1], [1], read)).toEqual(['row 1']);
    expect(calls).toEqual([[1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11], [1]]);
  });

  it('does not remember a failed read, and raises no unhandled rejection for the neighbours', async () => {
    const memo = new RowMemo<string>(5_000, 100);
    let fail = true;
    const read = async (ids: number[]) => {
      if (fail) throw new Error('database down');
      return new Map(ids.map((id) => [id, `row ${id}`]));
    };
    await expect(memo.get([1], [1, 2, 3], read)).rejects.toThrow('database down');
    await new Promise((resolve) => setImmediate(resolve));
    expect(memo.size).toBe(0);
    fail = false;
    expect(await memo.get([2], [1, 2, 3], read)).toEqual(['row 2']);
  });
});
