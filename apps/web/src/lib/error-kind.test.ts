import { describe, expect, it } from 'vitest';
import { detectErrorKind } from './error-kind';

describe('detectErrorKind', () => {
  it.each([
    ['Unauthorized', 'auth'],
    ['Request failed with status code 401', 'auth'],
    ['Request failed with status code 403', 'auth'],
    ['Invalid token', 'auth'],
    ['Network Error', 'network'],
    ['Failed to fetch dynamically imported module', 'network'],
    ['Connection refused', 'network'],
    ['timeout of 30000ms exceeded', 'network'],
    ['Failed to load companies', 'data'],
    ['Unexpected token < in JSON at position 0', 'data'],
    ['Could not parse response', 'data'],
    ['Cannot read properties of undefined', 'generic'],
  ])('classifies %j as %s', (message, kind) => {
    expect(detectErrorKind(new Error(message))).toBe(kind);
  });

  it('reads plain strings and objects with a message', () => {
    expect(detectErrorKind('network down')).toBe('network');
    expect(detectErrorKind({ message: 'token expired' })).toBe('auth');
  });

  it('prefers auth over network and data when several keywords appear', () => {
    expect(detectErrorKind('401 while loading data over the network')).toBe('auth');
  });

  it('is generic for empty input', () => {
    expect(detectErrorKind(undefined)).toBe('generic');
    expect(detectErrorKind('')).toBe('generic');
  });
});
