import { describe, expect, it } from 'vitest';
import { MemoCache } from './memo-cache';

describe('memo cache', () => {
  it('answers a remembered value until its time has passed, sharing one computation', async () => {
    let now = 1;
    const cache = new MemoCache<string, number>({ max: 10, ttlMs: 1_000, now: () => now });
    let computed = 0;
    const compute = async () => ++computed;
    const first = cache.remember('a', compute);
    const concurrent = cache.remember('a', compute);
    expect([first.hit, concurrent.hit]).toEqual([false, true]);
    expect(await concurrent.value).toBe(1);
    now = 1_000;
    expect(cache.remember('a', compute).hit).toBe(true);
    now = 1_001;
    const later = cache.remember('a', compute);
    expect(later.hit).toBe(false);
    expect(await later.value).toBe(2);
  });

  it('keeps at most max entries, dropping the least recently used, and never a failure', async () => {
    const cache = new MemoCache<string, string>({ max: 2, ttlMs: 60_000, now: () => 0 });
    cache.remember('a', async () => 'a');
    cache.remember('b', async () => 'b');
    cache.remember('a', async () => 'a');
    cache.remember('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(cache.has('b')).toBe(false);
    const failed = cache.remember('x', () => Promise.reject(new Error('database down')));
    await expect(failed.value).rejects.toThrow('database down');
    expect(cache.remember('x', async () => 'x').hit).toBe(false);
  });

  it('answers a finished computation without waiting, and nothing while it runs, after it failed or expired', async () => {
    let now = 1;
    const cache = new MemoCache<string, number>({ max: 10, ttlMs: 1_000, now: () => now });
    let finish: (value: number) => void = () => undefined;
    const running = cache.remember('a', () => new Promise<number>((resolve) => (finish = resolve)));
    expect(cache.settled('a')).toBeUndefined();
    finish(7);
    await running.value;
    expect(cache.settled('a')).toEqual({ value: 7 });
    const failed = cache.remember('b', () => Promise.reject(new Error('database down')));
    await expect(failed.value).rejects.toThrow('database down');
    expect(cache.settled('b')).toBeUndefined();
    now = 1_002;
    expect(cache.settled('a')).toBeUndefined();
  });
});
