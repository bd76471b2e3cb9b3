import { describe, expect, it } from 'vitest';
import { SharedJsonBody } from '../../platform/compression';
import { SearchMemo } from './memo';

const body = (json: string) => Promise.resolve({ body: new SharedJsonBody(json), total: 0, companyIds: [] });

describe('search memo', () => {
  it('answers a remembered search until its time has passed, then computes it again', async () => {
    let now = 1;
    const memo = new SearchMemo(1_000, 10, () => now);
    let computed = 0;
    const compute = () => body(`{"n":${++computed}}`);
    expect(memo.answer('a', compute).hit).toBe(false);
    now = 1_000;
    const again = memo.answer('a', compute);
    expect(again.hit).toBe(true);
    expect((await again.remembered).body.json).toBe('{"n":1}');
    now = 1_001;
    const later = memo.answer('a', compute);
    expect(later.hit).toBe(false);
    expect((await later.remembered).body.json).toBe('{"n":2}');
  });

  it('forgets the least recently used answer past its size, and never a failure', async () => {
    const memo = new SearchMemo(60_000, 2, () => 0);
    memo.answer('a', () => body('a'));
    memo.answer('b', () => body('b'));
    memo.answer('a', () => body('a')); // a is now the most recently used
    memo.answer('c', () => body('c'));
    expect(memo.size).toBe(2);
    expect(memo.answer('a', () => body('a')).hit).toBe(true);
    expect(memo.answer('b', () => body('b')).hit).toBe(false);
    const failed = memo.answer('x', () => Promise.reject(new Error('database down')));
    await expect(failed.remembered).rejects.toThrow('database down');
    expect(memo.answer('x', () => body('x')).hit).toBe(false);
  });
});
