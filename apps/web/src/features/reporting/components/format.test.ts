import { describe, expect, it } from 'vitest';
import { formatFigure } from './format';

describe('formatFigure', () => {
  it('groups thousands of a count', () => expect(formatFigure({ value: 12_345 })).toBe('12,345'));
  it('reads amounts in minor units of their currency', () => {
    expect(formatFigure({ value: 15_000, currency: 'EUR' })).toBe('€150.00');
    expect(formatFigure({ value: 1_500, currency: 'JPY' })).toBe('JP¥1,500');
  });
});
