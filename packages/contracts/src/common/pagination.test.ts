import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, pageQuery, pageQuerySchema } from './pagination';
import { catalogueEntry } from './errors';

describe('page query', () => {
  it('defaults to page 0 and size 20', () => {
    expect(pageQuery.parse({})).toEqual({ page: 0, size: 20 });
  });
  it('coerces strings and replaces negative or non-numeric values with the defaults', () => {
    expect(pageQuery.parse({ page: '3', size: '50' })).toEqual({ page: 3, size: 50 });
    expect(pageQuery.parse({ page: '-1', size: 'abc' })).toEqual({ page: 0, size: 20 });
  });
  it('caps the size at 100 and honours a per-endpoint default', () => {
    expect(pageQuery.parse({ size: '5000' }).size).toBe(MAX_PAGE_SIZE);
    expect(pageQuerySchema(10).parse({})).toEqual({ page: 0, size: 10 });
  });
});

describe('error catalogue', () => {
  it('gives the seed default message per status and falls back by class', () => {
    expect(catalogueEntry(400).message).toBe('Bad request - please check your input');
    expect(catalogueEntry(429).message).toBe('Too many requests - please try again later');
    expect(catalogueEntry(504).message).toBe('Gateway timeout');
    expect(catalogueEntry(418).code).toBe('BAD_REQUEST');
    expect(catalogueEntry(599).code).toBe('INTERNAL_ERROR');
  });
});
